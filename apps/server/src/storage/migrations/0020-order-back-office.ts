import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * What the back office needs of orders: a timeline (`order_events`: placed, paid, fulfilled,
 * refunded, cancelled, notes), the refunded total, per-line fulfilled, refunded and restocked
 * units, the customer's name as a searchable column, and the indexes behind the orders list
 * (newest first per store, per status, per fulfilment state, by email).
 */
export function orderBackOfficeMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('order_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        // placed | paid | fulfilled | refunded | cancelled | note | confirmation-resent
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('data', dialect.jsonType)
        // The owner's email for what a person did; null for what the store did itself.
        .addColumn('actor', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('order_events_order')
        .on('order_events')
        .columns(['order_id', 'created_at'])
        .execute()

      await db.schema
        .alterTable('orders')
        .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .alterTable('orders')
        .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.alterTable('orders').addColumn('cancelled_at', 'text').execute()
      for (const column of ['fulfilled_quantity', 'refunded_quantity', 'restocked_quantity']) {
        await db.schema
          .alterTable('order_lines')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute()
      }
      await sql`
        UPDATE order_lines SET fulfilled_quantity = quantity
        WHERE kind = 'physical' AND order_id IN (
          SELECT id FROM orders WHERE fulfillment_status = 'fulfilled'
        )
      `.execute(db)

      // The customer name of orders placed before: first and last name of the shipping address,
      // else of the billing address, read in code so both dialects share one rule.
      const rows = await sql<{ id: string; document: unknown }>`
        SELECT id, document FROM orders
      `.execute(db)
      for (const row of rows.rows) {
        const name = customerNameOf(dialect.decodeJson(row.document))
        if (name !== '') {
          await sql`UPDATE orders SET customer_name = ${name} WHERE id = ${row.id}`.execute(db)
        }
      }

      await db.schema
        .createIndex('orders_site_created')
        .on('orders')
        .columns(['website_id', 'created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('orders_site_status_created')
        .on('orders')
        .columns(['website_id', 'status', 'created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('orders_site_fulfillment_created')
        .on('orders')
        .columns(['website_id', 'fulfillment_status', 'created_at', 'id'])
        .execute()
      await db.schema
        .createIndex('orders_site_email')
        .on('orders')
        .columns(['website_id', 'email'])
        .execute()
    },
  }
}

interface NamedAddress {
  firstName?: unknown
  lastName?: unknown
}

/** "First Last" of the shipping address, else the billing address; '' when neither names one. */
export function customerNameOf(document: unknown): string {
  const doc = (document ?? {}) as {
    shippingAddress?: NamedAddress | null
    billingAddress?: NamedAddress | null
  }
  for (const address of [doc.shippingAddress, doc.billingAddress]) {
    if (address === null || address === undefined) continue
    const name = [address.firstName, address.lastName]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .map((part) => part.trim())
      .join(' ')
    if (name !== '') return name
  }
  return ''
}
