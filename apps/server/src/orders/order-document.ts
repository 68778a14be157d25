import type { PurchaseEventPayload } from '@atelier/commerce'
import type { CheckoutAddress } from '../checkout/checkout-input.js'

/** SPEC §7 internal order-confirmed event, stored for the tracking area to send. */
export interface OrderConfirmedEvent {
  orderId: string
  cartId: string
  testMode: boolean
  websiteId: string
}

/** What an order keeps besides its columns; the card number is never part of it. */
export interface OrderDocument {
  schemaVersion: 1
  shippingAddress: CheckoutAddress | null
  billingAddress: CheckoutAddress | null
  shippingOption: { id: string; name: string; costCents: number } | null
  coupons: Array<{ code: string; discountCents: number }>
  /** Gift cards that paid part of the order, by id (codes are secrets and stay in their table). */
  giftCards: Array<{ giftCardId: string; last4: string; amountCents: number }>
  taxes: Array<{ name: string; ratePercent: string }>
  purchaseEvent: PurchaseEventPayload
  orderConfirmedEvent: OrderConfirmedEvent
  cardLast4: string | null
  /**
   * Per line (by position), the variant bought ('Size: 8 oz, Color: Oat', '' for a single
   * variant). Absent on orders placed before it was kept.
   */
  lineVariants?: string[]
  /**
   * The buyer's experiment assignments (`name:variant|…`) when the order waits on its provider,
   * kept for the purchase event recorded once the provider confirms the payment.
   */
  experiments?: string
  /**
   * Per line (by position), what the customer paid for it: its price after discounts plus the tax
   * added on it (`linePaidCents`). A refund's pre-filled amount starts from it. Absent on orders
   * placed before it was kept.
   */
  linePaidCents?: number[]
}
