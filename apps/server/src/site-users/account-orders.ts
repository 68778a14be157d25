import type { Storage } from '../storage/open-storage.js'
import { orderLinkSecret, orderToken } from '../orders/order-token.js'
import { orderStatusView, type OrderStatusView } from '../orders/order-status-view.js'
import { ordersVisibleTo, type OrderViewer } from './orders-visible-to.js'

export const accountOrdersPageSize = 10

/** An order of the account with its status link's secret (the order status page, type 211). */
export interface AccountOrder {
  token: string
  view: OrderStatusView
}

/** One page of the account's orders, newest first, each as the order status page shows it. */
export async function listAccountOrders(
  storage: Storage,
  viewer: OrderViewer,
  page: number,
  pageSize = accountOrdersPageSize,
): Promise<{ orders: AccountOrder[]; hasNextPage: boolean }> {
  const rows = await storage.db
    .selectFrom('orders')
    .leftJoin('carts', 'carts.id', 'orders.cartId')
    .select(['orders.id'])
    .where(ordersVisibleTo(viewer))
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.orderNumber', 'desc')
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize)
    .execute()
  const secret = await orderLinkSecret(storage.db)
  const orders: AccountOrder[] = []
  for (const { id } of rows.slice(0, pageSize)) {
    const token = orderToken(secret, id)
    const view = await orderStatusView(storage, viewer.websiteId, token)
    if (view !== undefined) orders.push({ token, view })
  }
  return { orders, hasNextPage: rows.length > pageSize }
}

/** The account's order with this id, or undefined when it is not theirs (or not an order). */
export async function findAccountOrderId(
  storage: Storage,
  viewer: OrderViewer,
  orderId: string,
): Promise<string | undefined> {
  const row = await storage.db
    .selectFrom('orders')
    .leftJoin('carts', 'carts.id', 'orders.cartId')
    .select(['orders.id'])
    .where(ordersVisibleTo(viewer))
    .where('orders.id', '=', orderId)
    .executeTakeFirst()
  return row?.id
}
