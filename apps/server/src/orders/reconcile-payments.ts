import type { OrderDeps } from './order-deps.js'
import { settlePayment } from './settle-payment.js'

/**
 * Worker step: orders still waiting on a provider's word (a webhook lost or not yet sent) are
 * settled by retrieving their sessions; one whose reservation ran out has its session voided and
 * is released (or confirmed, if the payment succeeded meanwhile). A provider that cannot be
 * reached leaves the order for the next tick; the reservation expiry still lets its stock go, and
 * a payment that succeeds after that is refunded when it is heard of.
 */
export async function reconcilePendingPayments(deps: OrderDeps, now: Date): Promise<number> {
  const pending = await deps.storage.db
    .selectFrom('orders')
    .innerJoin('payments', 'payments.orderId', 'orders.id')
    .select(['orders.id', 'orders.websiteId', 'orders.reservedUntil', 'payments.providerReference'])
    .where('orders.status', '=', 'pending')
    .where('payments.status', '=', 'pending')
    .where('payments.provider', '=', 'stripe')
    .orderBy('orders.createdAt')
    .limit(50)
    .execute()
  let settled = 0
  for (const order of pending) {
    if (order.providerReference === null) continue
    try {
      const provider = await deps.stripeFor?.(order.websiteId)
      if (provider === undefined) continue
      const session = await provider.retrieve(order.providerReference)
      const expired = order.reservedUntil !== null && order.reservedUntil <= now.toISOString()
      const outcome = await settlePayment(deps, provider, order.id, session, { expired })
      if (outcome !== 'still-pending') settled += 1
    } catch (error) {
      deps.logError?.(error, `reconciling the payment of order ${order.id} failed`)
    }
  }
  return settled
}
