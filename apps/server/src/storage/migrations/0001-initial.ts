import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/** The first schema. Portable DDL only; the dialect supplies the JSON type and the search table. */
export function initialMigration(dialect: Dialect): Migration {
  const json = dialect.jsonType
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('websites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('settings', json, (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('domains')
        .addColumn('host', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('domains_website').on('domains').column('website_id').execute()

      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

      await db.schema
        .createTable('collections')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('url_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('navigation_section', 'text')
        .addColumn('navigation_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('settings', json, (c) => c.notNull())
        .addColumn('content', json, (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('collections_website_url', ['website_id', 'url_id'])
        .execute()

      await db.schema
        .createTable('items')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('collection_id', 'text', (c) =>
          c.notNull().references('collections.id').onDelete('cascade'),
        )
        .addColumn('url_id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('publish_on', 'text')
        .addColumn('tags', json, (c) => c.notNull())
        .addColumn('categories', json, (c) => c.notNull())
        .addColumn('document', json, (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('items_collection_url', ['collection_id', 'url_id'])
        .execute()
      await db.schema.createIndex('items_website').on('items').column('website_id').execute()

      await db.schema
        .createTable('product_variants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('price_cents', 'integer', (c) => c.notNull())
        .addColumn('sale_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('qty_in_stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unlimited', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attributes', json, (c) => c.notNull())
        .addColumn('document', json, (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('product_variants_website_sku', ['website_id', 'sku'])
        .execute()
      await db.schema
        .createIndex('product_variants_item')
        .on('product_variants')
        .column('item_id')
        .execute()

      await db.schema
        .createTable('navigation')
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('links', json, (c) => c.notNull())
        .addPrimaryKeyConstraint('navigation_pk', ['website_id', 'section'])
        .execute()

      await db.schema
        .createTable('files')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('path', 'text', (c) => c.notNull().unique())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer')
        .addColumn('height', 'integer')
        .addColumn('derived_widths', json, (c) => c.notNull())
        .addColumn('document', json, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('files_website').on('files').column('website_id').execute()

      await db.schema
        .createTable('site_header_footer')
        .addColumn('website_id', 'text', (c) =>
          c.primaryKey().references('websites.id').onDelete('cascade'),
        )
        .addColumn('document', json, (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('forms')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('document', json, (c) => c.notNull())
        .execute()

      await dialect.createSearchTable(db)
    },
  }
}
