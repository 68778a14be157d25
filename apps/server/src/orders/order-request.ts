import type { CheckoutInput } from '../checkout/checkout-input.js'

/**
 * How the order is paid: a token of the test provider (its card tokenized in the browser), a
 * Stripe payment (the browser confirms it with Stripe.js after the order answers), or offline.
 * Never card details.
 */
export type PaymentChoice = (
  { provider: 'test'; token: string } | { provider: 'stripe' } | { provider: 'offline' }
) & {
  /** A signed-in shopper's saved card (`saved_payment_methods.id`) instead of a new card. */
  savedCardId?: string
  /** Keep the new card for the signed-in shopper's account (their consent). */
  saveCard?: boolean
}

/** The body of `POST /api/commerce/orders`. */
export interface OrderRequest extends CheckoutInput {
  email: string
  payment: PaymentChoice
  idempotencyKey: string
  /** A one-item cart's token (a subscription or a gift card), instead of the CART cookie. */
  cartToken?: string
}
