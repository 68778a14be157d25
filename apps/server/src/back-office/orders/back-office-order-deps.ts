import type { Mailer } from '../../mail/mailer.js'
import type { PaymentProviders } from '../../payments/payment-provider.js'
import type { Storage } from '../../storage/open-storage.js'

/** What the owner's order actions need: storage, the clock, the payment providers, the outbox. */
export interface BackOfficeOrderDeps {
  storage: Storage
  now: () => Date
  providers: PaymentProviders
  mailer: Mailer
}
