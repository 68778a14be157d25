import { commerceStrings } from '@atelier/commerce'

/** An expected way placing an order fails; the one place they get their HTTP status. */
export type OrderFailure =
  | { ok: false; code: 'out-of-stock'; message: string }
  | { ok: false; code: 'payment-declined'; message: string }
  | { ok: false; code: 'payment-failed'; message: string }
  | { ok: false; code: 'invalid-input'; errors: Record<string, string> }
  | { ok: false; code: 'empty-cart'; message: string }
  | { ok: false; code: 'checkout-in-progress'; message: string }
  | { ok: false; code: 'idempotency-key-reused'; message: string }

export const outOfStock: OrderFailure = {
  ok: false,
  code: 'out-of-stock',
  message: commerceStrings.outOfStock,
}

export const orderStrings = {
  checkoutInProgress: 'This cart is already being checked out. Please wait a moment.',
  reservationExpired: 'The reservation expired before the payment finished.',
  idempotencyKeyReused: 'This idempotency key was already used for another order.',
  paymentFailed: 'The payment could not be completed. You have not been charged; please try again.',
  offlinePaymentOff: 'This store does not take offline payments.',
  renewalCancelled: 'The subscription was cancelled before this renewal was charged.',
} as const

export function orderFailureStatus(failure: OrderFailure): number {
  switch (failure.code) {
    case 'out-of-stock':
    case 'checkout-in-progress':
    case 'idempotency-key-reused':
      return 409
    case 'payment-declined':
      return 402
    case 'payment-failed':
      // The payment provider failed, not us and not the buyer (a bad gateway).
      return 502
    case 'invalid-input':
    case 'empty-cart':
      return 400
  }
}

export function orderFailureBody(
  failure: OrderFailure,
): { code: string; message: string } | { errors: Record<string, string> } {
  return failure.code === 'invalid-input'
    ? { errors: failure.errors }
    : { code: failure.code, message: failure.message }
}
