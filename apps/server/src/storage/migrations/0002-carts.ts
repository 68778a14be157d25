import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * Shopping carts and their entries. The unique key on (cart, item, sku, fields hash) is what makes
 * concurrent adds safe: two tabs adding the same line meet in one row (insert-or-increment), never
 * two rows or a lost update.
 */
export function cartsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('carts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        // SHA-256 of the secret the visitor holds: the CART cookie, or a subscription cart's token.
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        // 'shopping' (the CART cookie's cart) or 'subscription' (one item, reached by cartToken).
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('shopping'))
        .addColumn('site_user_id', 'text')
        .addColumn('order_id', 'text')
        .addColumn('is_purchased', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('cart_entries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
        .addColumn('variant_sku', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        // The extra-form answers exactly as the add request carried them (a JSON string), or null.
        .addColumn('additional_fields', 'text')
        // SHA-256 of `additional_fields` ('' when none), so the unique key stays short.
        .addColumn('fields_hash', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('cart_entries_line', [
          'cart_id',
          'item_id',
          'variant_sku',
          'fields_hash',
        ])
        .execute()
    },
  }
}
