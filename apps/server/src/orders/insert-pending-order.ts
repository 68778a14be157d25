import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { OrderLinesTable } from '../storage/tables/order-tables.js'
import type { Dialect } from '../storage/dialect.js'
import { insertOrderSearchTerms } from '../storage/order-search-terms.js'
import { customerNameOf } from '../storage/migrations/0020-order-back-office.js'
import { newId } from '../storage/new-id.js'
import type { OrderRow } from './order-queries.js'

/** A line as a reservation took it: what was priced, and the units taken from stock. */
export type ReservedLine = Omit<
  OrderLinesTable,
  'id' | 'orderId' | 'position' | 'fulfilledQuantity' | 'refundedQuantity' | 'restockedQuantity'
>

/** Writes a reserved order and its lines, in the caller's transaction. */
export async function insertPendingOrder(
  trx: Kysely<Database>,
  dialect: Dialect,
  order: OrderRow,
  lines: readonly ReservedLine[],
): Promise<void> {
  await trx
    .insertInto('orders')
    .values({
      ...order,
      document: dialect.encodeJson(order.document),
      customerName: customerNameOf(order.document),
    })
    .execute()
  await insertOrderSearchTerms(trx, {
    id: order.id,
    websiteId: order.websiteId,
    customerName: customerNameOf(order.document),
    email: order.email,
  })
  await trx
    .insertInto('orderLines')
    .values(lines.map((line, position) => ({ ...line, id: newId(), orderId: order.id, position })))
    .execute()
}
