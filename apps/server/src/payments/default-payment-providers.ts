import { createOfflinePaymentProvider } from './offline-payment-provider.js'
import type { PaymentProviders } from './payment-provider.js'
import { createTestPaymentProvider } from './test-payment-provider.js'

/** The providers every install has: the built-in test provider and offline payment. */
export function defaultPaymentProviders(): PaymentProviders {
  return { test: createTestPaymentProvider(), offline: createOfflinePaymentProvider() }
}
