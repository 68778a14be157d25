import type { Mailer } from '../../mail/mailer.js'
import type { PaymentProvider, PaymentProviders } from '../../payments/payment-provider.js'
import type { Storage } from '../../storage/open-storage.js'

/** What the owner's order actions need: storage, the clock, the payment providers, the outbox. */
export interface BackOfficeOrderDeps {
  storage: Storage
  now: () => Date
  providers: PaymentProviders
  /** The site's Stripe account as a provider, when the owner set one up. */
  stripeFor?: (websiteId: string) => Promise<PaymentProvider | undefined>
  mailer: Mailer
}
