import type { Kysely, Migration } from 'kysely'

/**
 * The back office's product list counts and searches a site's products of its store pages. Both
 * indexes carry the store page id, so the count, the title search and the first page are read
 * from an index alone (no product document is read until the page's fifty rows are known):
 * `(website, collection)` answers the count by store page, `(website, title, id, collection)`
 * the title order and the title search.
 */
export function productListCoveringIndexesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('items_website_title').execute()
      await db.schema
        .createIndex('items_website_title')
        .on('items')
        .columns(['website_id', 'title', 'id', 'collection_id'])
        .execute()
      await db.schema
        .createIndex('items_website_collection')
        .on('items')
        .columns(['website_id', 'collection_id'])
        .execute()
    },
  }
}
