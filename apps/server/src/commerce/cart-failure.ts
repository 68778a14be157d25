import type { Failure } from '../errors/failure.js'

/** An expected way a cart call can fail; the visitor sees `message` (`{message}` on the wire). */
export type CartFailure = Failure<
  | 'cart-refused'
  | 'item-not-found'
  | 'entry-not-found'
  | 'entry-mismatch'
  | 'not-subscribable'
  | 'not-gift-card'
  | 'additional-fields-unreadable'
  | 'additional-fields-invalid'
  | 'too-many-attempts'
>

export type CartFailureCode = CartFailure['code']
