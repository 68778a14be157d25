import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'
import { orderSearchTerms } from '../order-search-terms.js'
import type { Dialect } from '../dialect.js'

/**
 * The words the back office finds an order by (each word of the customer's name, and the email),
 * one row each, so a search is an index range over `term` (a prefix match) rather than a scan of
 * every order. On PostgreSQL the column sorts bytewise ("C"), as SQLite's does, so the same range
 * query uses the index on both.
 */
export function orderSearchTermsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_search_terms')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('term', 'text', (c) =>
          dialect.name === 'postgres' ? c.notNull().modifyFront(sql`COLLATE "C"`) : c.notNull(),
        )
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('order_search_terms_pk', ['website_id', 'term', 'order_id'])
        .execute()
      await db.schema
        .createIndex('order_search_terms_order')
        .on('order_search_terms')
        .column('order_id')
        .execute()
      const rows = await sql<{
        id: string
        website_id: string
        customer_name: string
        email: string
      }>`
        SELECT id, website_id, customer_name, email FROM orders
      `.execute(db)
      for (const row of rows.rows) {
        for (const term of orderSearchTerms(row.customer_name, row.email)) {
          await sql`
            INSERT INTO order_search_terms (website_id, term, order_id)
            VALUES (${row.website_id}, ${term}, ${row.id})
          `.execute(db)
        }
      }
    },
  }
}
