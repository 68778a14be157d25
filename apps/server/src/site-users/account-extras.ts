import type { Storage } from '../storage/open-storage.js'
import { orderLinkSecret, orderToken } from '../orders/order-token.js'
import { orderStatusView } from '../orders/order-status-view.js'
import type { AccountOrder } from './account-orders.js'
import { ordersVisibleTo, type OrderViewer } from './orders-visible-to.js'

const most = 20

/**
 * The account's orders that carry a subscription, and its paid orders with downloads still open,
 * newest first (at most 20 of each), each as its order status page shows it — the subscription's
 * status, next renewal and cancel link; the downloads' signed links.
 */
export async function accountExtras(
  storage: Storage,
  viewer: OrderViewer,
  now: Date,
): Promise<{ subscriptions: AccountOrder[]; downloads: AccountOrder[] }> {
  const visible = () =>
    storage.db
      .selectFrom('orders')
      .leftJoin('carts', 'carts.id', 'orders.cartId')
      .select('orders.id')
      .where(ordersVisibleTo(viewer))
      .orderBy('orders.createdAt', 'desc')
      .limit(most)
  const [subscribed, downloadable] = await Promise.all([
    visible()
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('subscriptions')
            .select('subscriptions.id')
            .whereRef('subscriptions.orderId', '=', 'orders.id'),
        ),
      )
      .execute(),
    visible()
      .where('orders.status', '=', 'paid')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('downloadGrants')
            .select('downloadGrants.id')
            .whereRef('downloadGrants.orderId', '=', 'orders.id')
            .where('downloadGrants.expiresAt', '>', now.toISOString()),
        ),
      )
      .execute(),
  ])
  const secret = await orderLinkSecret(storage.db)
  const views = async (rows: Array<{ id: string }>) => {
    const orders: AccountOrder[] = []
    for (const { id } of rows) {
      const token = orderToken(secret, id)
      const view = await orderStatusView(storage, viewer.websiteId, token)
      if (view !== undefined) orders.push({ token, view })
    }
    return orders
  }
  return { subscriptions: await views(subscribed), downloads: await views(downloadable) }
}
