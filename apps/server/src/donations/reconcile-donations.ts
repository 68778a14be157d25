import type { OrderDeps } from '../orders/order-deps.js'
import { settleDonation } from './settle-donation.js'

/**
 * Worker step, beside the orders' reconciliation: gifts still waiting on Stripe's word (a webhook
 * lost, or the donor never came back from the return URL) are settled by retrieving their
 * PaymentIntents: paid with the receipt once Stripe says captured, failed once it says failed or
 * cancelled, left pending otherwise (the donor may still confirm). A provider that cannot be
 * reached leaves the gift for the next tick.
 */
export async function reconcilePendingDonations(deps: OrderDeps): Promise<number> {
  const pending = await deps.storage.db
    .selectFrom('donations')
    .selectAll()
    .where('status', '=', 'pending')
    .where('provider', '=', 'stripe')
    .where('providerReference', 'is not', null)
    .orderBy('createdAt')
    .limit(50)
    .execute()
  let settled = 0
  for (const donation of pending) {
    try {
      const provider = await deps.stripeFor?.(donation.websiteId)
      if (provider === undefined || donation.providerReference === null) continue
      await settleDonation(deps, donation, await provider.retrieve(donation.providerReference))
      const after = await deps.storage.db
        .selectFrom('donations')
        .select('status')
        .where('id', '=', donation.id)
        .executeTakeFirst()
      if (after?.status !== 'pending') settled += 1
    } catch (error) {
      deps.logError?.(error, `reconciling the payment of gift ${donation.id} failed`)
    }
  }
  return settled
}
