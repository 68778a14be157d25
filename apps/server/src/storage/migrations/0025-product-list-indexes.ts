import type { Kysely, Migration } from 'kysely'

/**
 * The back office's product list sorts a site's products by title (its default order) and pages
 * through them: an index on (website, title) lets the database read the first page in order
 * instead of sorting every product of the site.
 */
export function productListIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('items_website_title')
        .on('items')
        .columns(['website_id', 'title', 'id'])
        .execute()
    },
  }
}
