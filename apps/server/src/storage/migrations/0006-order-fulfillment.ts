import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * The fulfilment state of orders: `unfulfilled` until the owner marks an order with physical
 * lines shipped (`fulfilled`, with an optional tracking number); orders with nothing to ship
 * (digital, gift cards, services) are `not-required` from the start.
 */
export function orderFulfillmentMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('fulfillment_status', 'text', (c) => c.notNull().defaultTo('unfulfilled'))
        .execute()
      await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute()
      await db.schema.alterTable('orders').addColumn('fulfilled_at', 'text').execute()
      await sql`
        UPDATE orders SET fulfillment_status = 'not-required'
        WHERE NOT EXISTS (
          SELECT 1 FROM order_lines
          WHERE order_lines.order_id = orders.id AND order_lines.kind = 'physical'
        )
      `.execute(db)
    },
  }
}
