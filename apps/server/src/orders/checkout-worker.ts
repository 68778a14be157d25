import { renewDueSubscriptions } from './subscriptions/renew-due-subscriptions.js'
import type { OrderDeps } from './order-deps.js'
import { releaseExpiredReservations } from './release-expired-reservations.js'

export interface CheckoutWorkerTick {
  released: number
  renewed: number
  renewalsFailed: number
}

/** The checkout steps of the worker loop: expired reservations, then due subscription renewals. */
export function createCheckoutWorker(deps: OrderDeps): {
  tick(now: Date): Promise<CheckoutWorkerTick>
} {
  return {
    async tick(now) {
      const released = await releaseExpiredReservations(deps.storage, now)
      const renewals = await renewDueSubscriptions(deps, now)
      return { released, renewed: renewals.renewed, renewalsFailed: renewals.failed }
    },
  }
}
