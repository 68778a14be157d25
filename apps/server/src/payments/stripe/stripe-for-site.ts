import type { Kysely } from 'kysely'
import type { Database } from '../../storage/database.js'
import type { PaymentProvider } from '../payment-provider.js'
import { loadStripeAccount } from './stripe-accounts.js'
import { createStripePaymentProvider } from './stripe-payment-provider.js'

/**
 * The site's Stripe account as a payment provider, read from Store Settings → Payments on each
 * call (each site of an install has its own account; a key changed in the editor counts at once).
 */
export function stripeForSite(
  db: Kysely<Database>,
  apiUrl: string | undefined,
): (websiteId: string) => Promise<PaymentProvider | undefined> {
  return async (websiteId) => {
    const account = await loadStripeAccount(db, websiteId)
    return account === undefined ? undefined : createStripePaymentProvider(account, apiUrl)
  }
}
