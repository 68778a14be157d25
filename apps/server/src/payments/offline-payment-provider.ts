import type { PaymentProvider } from './payment-provider.js'

/**
 * Pay on pickup or by bank transfer: nothing is charged at checkout; the session stays `pending`,
 * the order is received (page 207) and the payment stays due until the owner marks it paid (the
 * capture). A refund is given back by hand, and recorded.
 */
export function createOfflinePaymentProvider(): PaymentProvider {
  return {
    name: 'offline',
    testMode: false,
    settlesAtCheckout: false,
    async initiate(input) {
      return {
        reference: `offline_${input.idempotencyKey}`,
        status: 'pending',
        amountCents: input.amountCents,
        currency: input.currency,
      }
    },
    async capture(reference) {
      return { reference, status: 'captured', amountCents: 0, currency: '' }
    },
    async retrieve(reference) {
      return { reference, status: 'pending', amountCents: 0, currency: '' }
    },
    async refund(request) {
      // The owner gives money taken by hand back by hand; the refund is recorded on the order.
      return { ok: true, refundId: `offline_refund_${request.idempotencyKey}` }
    },
    async cancel() {
      // Nothing was held.
    },
  }
}
