import type { Kysely, Selectable } from 'kysely'
import type { CartRef } from '../checkout/checkout-cart.js'
import { hashToken } from '../commerce/cart-queries.js'
import type { Database } from '../storage/database.js'
import type { OrderLinesTable, OrdersTable } from '../storage/tables/order-tables.js'

/** The back office's columns (migration 0020) have defaults, so order writers may leave them out. */
type BackOfficeOrderColumns = 'refundedCents' | 'customerName' | 'cancelledAt'
type BackOfficeLineColumns = 'fulfilledQuantity' | 'refundedQuantity' | 'restockedQuantity'

export type OrderRow = Omit<Selectable<OrdersTable>, BackOfficeOrderColumns>
export type OrderLineRow = Omit<Selectable<OrderLinesTable>, BackOfficeLineColumns>

export async function findOrderByKey(
  db: Kysely<Database>,
  websiteId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst()
}

/** Whether the order was placed from the cart the caller's token opens (purchased or not). */
export async function isOrderOfCart(
  db: Kysely<Database>,
  order: OrderRow,
  cart: CartRef,
): Promise<boolean> {
  if (cart.token === undefined) return false
  const row = await db
    .selectFrom('carts')
    .select('id')
    .where('id', '=', order.cartId)
    .where('websiteId', '=', order.websiteId)
    .where('tokenHash', '=', hashToken(cart.token))
    .where('kind', '=', cart.kind)
    .executeTakeFirst()
  return row !== undefined
}

export async function findOrderByTokenHash(
  db: Kysely<Database>,
  websiteId: string,
  tokenHash: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
}

export async function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listOrderLines(
  db: Kysely<Database>,
  orderId: string,
): Promise<OrderLineRow[]> {
  return db
    .selectFrom('orderLines')
    .selectAll()
    .where('orderId', '=', orderId)
    .orderBy('position')
    .execute()
}

/** The next order number of the store, taken under the settings row's lock. */
export async function nextOrderNumber(
  db: Kysely<Database>,
  websiteId: string,
  emptySettings: string,
): Promise<number> {
  await db
    .insertInto('checkoutSettings')
    .values({ websiteId, document: emptySettings })
    .onConflict((oc) => oc.column('websiteId').doNothing())
    .execute()
  const row = await db
    .updateTable('checkoutSettings')
    .set((eb) => ({ lastOrderNumber: eb('lastOrderNumber', '+', 1) }))
    .where('websiteId', '=', websiteId)
    .returning('lastOrderNumber')
    .executeTakeFirstOrThrow()
  return row.lastOrderNumber
}
