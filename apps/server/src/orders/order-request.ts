import type { CheckoutInput } from '../checkout/checkout-input.js'

export type PaymentChoice =
  | {
      provider: 'test'
      card: { number: string; expMonth: number | string; expYear: number | string; cvc: string }
    }
  | { provider: 'offline' }

/** The body of `POST /api/commerce/orders`. */
export interface OrderRequest extends CheckoutInput {
  email: string
  payment: PaymentChoice
  idempotencyKey: string
  /** A one-item cart's token (a subscription or a gift card), instead of the CART cookie. */
  cartToken?: string
}
