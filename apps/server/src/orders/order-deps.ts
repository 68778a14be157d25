import type { Mailer } from '../mail/mailer.js'
import type { PaymentProvider, PaymentProviders } from '../payments/payment-provider.js'
import type { Storage } from '../storage/open-storage.js'

/** What the order workflow needs: storage, the clock, the payment providers and the outbox. */
export interface OrderDeps {
  storage: Storage
  now: () => Date
  providers: PaymentProviders
  /** The site's Stripe account as a provider, when the owner set one up. */
  stripeFor?: (websiteId: string) => Promise<PaymentProvider | undefined>
  mailer: Mailer
  /** How long stock stays reserved for an order whose payment has not finished. */
  reservationMs: number
  /** Where an unexpected failure outside our code (a payment provider's) is logged. */
  logError?: (error: unknown, message: string) => void
}
