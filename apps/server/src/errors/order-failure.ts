import { commerceStrings } from '@atelier/commerce'
import { failure } from './failure.js'
import type { Failure } from './failure.js'

/**
 * An expected way placing an order fails, in the one failure shape (`errors/failure.ts`); the
 * failure table gives each code its status and body.
 */
export type OrderFailure = Failure<
  | 'out-of-stock'
  | 'payment-declined'
  | 'payment-failed'
  | 'invalid-fields'
  | 'empty-cart'
  | 'checkout-in-progress'
  | 'idempotency-key-reused'
>

/** Field name → message: the `{errors}` answer of checkout (SPEC §8). */
export function invalidFields(errors: Record<string, string>): OrderFailure {
  return failure('invalid-fields', Object.values(errors)[0] ?? '', { fields: errors })
}

export const outOfStock: Failure<'out-of-stock'> = failure(
  'out-of-stock',
  commerceStrings.outOfStock,
)

export const orderStrings = {
  checkoutInProgress: 'This cart is already being checked out. Please wait a moment.',
  reservationExpired: 'The reservation expired before the payment finished.',
  idempotencyKeyReused: 'This idempotency key was already used for another order.',
  paymentFailed: 'The payment could not be completed. You have not been charged; please try again.',
  offlinePaymentOff: 'This store does not take offline payments.',
  orderNotFound: 'Order not found.',
  subscriptionEnded: 'This subscription has already ended.',
  renewalCancelled: 'The subscription was cancelled before this renewal was charged.',
} as const
