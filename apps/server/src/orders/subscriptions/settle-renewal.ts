import type { PaymentProvider, PaymentSession } from '../../payments/payment-provider.js'
import type { OrderDeps } from '../order-deps.js'
import type { OrderRow } from '../order-queries.js'
import { orderStrings } from '../../errors/order-failure.js'
import { releaseOrder } from '../release-order.js'
import { recordRenewal } from './renew-due-subscriptions.js'

const renewalKeyPrefix = 'renewal:'

/** The renewal claim a renewal order was reserved for (its idempotency key names it). */
export function renewalClaimOf(order: Pick<OrderRow, 'idempotencyKey'>): string | undefined {
  if (!order.idempotencyKey.startsWith(renewalKeyPrefix)) return undefined
  // A claim retaken after a crash adds `:<order id>`; the claim key is what reserved it first.
  return order.idempotencyKey.slice(renewalKeyPrefix.length)
}

/**
 * A renewal the subscriber confirmed in the browser (the pay link's page, Stripe), settled from the
 * provider's word like an order: the subscription renews (active again, the card saved for the next
 * cycles) and the renewal order is paid, in one transaction. A subscription that ended meanwhile
 * gets its money back. Answers whether the renewal was recorded.
 */
export async function settleRenewal(
  deps: OrderDeps,
  provider: PaymentProvider,
  order: OrderRow,
  session: PaymentSession,
): Promise<boolean> {
  const claimKey = renewalClaimOf(order)
  if (claimKey === undefined) return false
  const claim = await deps.storage.db
    .selectFrom('subscriptionRenewals')
    .select(['id', 'subscriptionId', 'cycle', 'attempt'])
    .where('id', 'in', [claimKey, claimKey.replace(/:[^:]+$/, '')])
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const subscription =
    claim === undefined
      ? undefined
      : await deps.storage.db
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', '=', claim.subscriptionId)
          .executeTakeFirst()
  if (claim === undefined || subscription === undefined) return false
  // The cycle it paid must still be the one due (the worker's retries meanwhile do not matter).
  const recorded = await recordRenewal(deps, {
    subscription: { ...subscription, cyclesBilled: claim.cycle },
    provider,
    key: claim.id,
    order,
    payment: {
      ok: true,
      status: 'captured',
      reference: session.reference,
      paymentToken: session.paymentToken ?? null,
      cardLast4: session.cardLast4 ?? null,
    },
    declined: undefined,
    charged: true,
    now: deps.now(),
  })
  if (recorded === 'renewed') {
    await deps.storage.db
      .updateTable('payments')
      .set({ status: 'settled' })
      .where('orderId', '=', order.id)
      .where('status', '=', 'pending')
      .execute()
    return true
  }
  // Ended (cancelled) or renewed otherwise meanwhile: released, so the payment goes back.
  await releaseOrder(
    deps.storage,
    order.id,
    { code: 'payment-error', message: orderStrings.renewalCancelled },
    deps.now(),
  )
  return false
}
