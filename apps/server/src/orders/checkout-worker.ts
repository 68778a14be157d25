import { renewDueSubscriptions } from './subscriptions/renew-due-subscriptions.js'
import { cancelUnpaidSubscriptions } from './subscriptions/cancel-unpaid-subscriptions.js'
import type { OrderDeps } from './order-deps.js'
import { releaseExpiredReservations } from './release-expired-reservations.js'
import { reconcilePendingPayments } from './reconcile-payments.js'
import { reconcilePendingDonations } from '../donations/reconcile-donations.js'
import { chargeDueMonthlyGifts } from '../donations/charge-monthly-gifts.js'

export interface CheckoutWorkerTick {
  /** Orders settled from their provider's word (paid, or released with their session voided). */
  reconciled: number
  /** Gifts settled from Stripe's word (paid with their receipt, or failed). */
  giftsReconciled: number
  released: number
  renewed: number
  renewalsFailed: number
  /** Past-due subscriptions cancelled, unpaid after their last reminder. */
  cancelledUnpaid: number
  /** Monthly gifts charged off-session this tick, and those declined (stopped). */
  monthlyGiftsCharged: number
  monthlyGiftsFailed: number
}

/**
 * The checkout steps of the worker loop: payments (orders and gifts) waiting on their provider,
 * expired reservations,
 * then due subscription renewals (off-session, with dunning), then past-due subscriptions ended,
 * then due monthly gifts (off-session, no retries).
 */
export function createCheckoutWorker(deps: OrderDeps): {
  tick(now: Date): Promise<CheckoutWorkerTick>
} {
  return {
    async tick(now) {
      // Before the expiry: an order whose payment succeeded with its webhook lost is confirmed.
      const reconciled = await reconcilePendingPayments(deps, now)
      const giftsReconciled = await reconcilePendingDonations(deps)
      const released = await releaseExpiredReservations(deps.storage, now)
      const renewals = await renewDueSubscriptions(deps, now)
      const cancelledUnpaid = await cancelUnpaidSubscriptions(deps, now)
      const monthlyGifts = await chargeDueMonthlyGifts(deps, now)
      return {
        reconciled,
        giftsReconciled,
        released,
        renewed: renewals.renewed,
        renewalsFailed: renewals.failed,
        cancelledUnpaid,
        monthlyGiftsCharged: monthlyGifts.charged,
        monthlyGiftsFailed: monthlyGifts.failed,
      }
    },
  }
}
