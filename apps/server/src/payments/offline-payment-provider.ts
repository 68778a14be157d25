import type { PaymentProvider } from './payment-provider.js'

/**
 * Pay on pickup or by bank transfer: nothing is charged at checkout; the order is received
 * (page 207) and the payment stays due until the owner marks it paid.
 */
export function createOfflinePaymentProvider(): PaymentProvider {
  return {
    name: 'offline',
    testMode: false,
    settlesAtCheckout: false,
    async authorize(request) {
      return { ok: true, authorizationId: `offline_${request.idempotencyKey}` }
    },
    async capture(authorizationId) {
      return { reference: authorizationId }
    },
    async refund() {
      // No money was taken at checkout.
    },
  }
}
