import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * What the owner's editor needs: a draft beside each page's published layout (`content` stays what
 * visitors see), optimistic-lock versions for pages and items, the site styles document, and tag
 * and category names that no item uses yet, and store categories.
 */
export function editorMigration(dialect: Dialect): Migration {
  const json = dialect.jsonType
  return {
    async up(db: Kysely<unknown>) {
      // Null while the draft equals the published layout.
      await db.schema.alterTable('collections').addColumn('draft_content', json).execute()
      await db.schema
        .alterTable('collections')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .alterTable('collections')
        .addColumn('published_version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
      await db.schema
        .alterTable('items')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()

      await db.schema
        .createTable('site_styles')
        .addColumn('website_id', 'text', (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('document', json, (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('taxonomy_names')
        .addColumn('collection_id', 'text', (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        // tag | category
        .addColumn('tag_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('taxonomy_names_pk', ['collection_id', 'tag_type', 'name'])
        .execute()

      // SPEC §7 store categories (the root one is made when a store is created).
      await db.schema
        .createTable('store_categories')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('collection_id', 'text', (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        .addColumn('parent_category_id', 'text')
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('page_rendering', 'text', (c) => c.notNull())
        .addColumn('display_index', 'integer', (c) => c.notNull())
        .execute()
    },
  }
}
