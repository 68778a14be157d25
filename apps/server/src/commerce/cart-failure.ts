import type { AddToCartFailureReason } from '@atelier/commerce'

/** An expected way a cart call can fail; the visitor sees `message`. */
export type CartFailure =
  | { ok: false; reason: AddToCartFailureReason; message: string }
  | { ok: false; reason: 'item-not-found' | 'entry-not-found'; message: string }
  | { ok: false; reason: 'entry-mismatch' | 'not-subscribable' | 'not-gift-card'; message: string }
  | { ok: false; reason: 'additional-fields-unreadable'; message: string }
  | {
      ok: false
      reason: 'additional-fields-invalid'
      message: string
      /** Field id to the message shown above that field. */
      errors: Record<string, string>
    }
  | { ok: false; reason: 'rate-limited'; message: string }

export type CartFailureReason = CartFailure['reason']

const notFound = new Set<CartFailureReason>(['item-not-found', 'entry-not-found'])

/** The one place a cart failure gets its HTTP status. */
export function cartFailureStatus(reason: CartFailureReason): number {
  if (reason === 'rate-limited') return 429
  return notFound.has(reason) ? 404 : 400
}

/** The JSON body of a failure: `{message}`, plus the field errors of an extra-form failure. */
export function cartFailureBody(failure: CartFailure): {
  message: string
  errors?: Record<string, string>
} {
  return failure.reason === 'additional-fields-invalid'
    ? { message: failure.message, errors: failure.errors }
    : { message: failure.message }
}
