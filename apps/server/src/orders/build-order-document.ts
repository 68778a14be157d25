import { linePaidCents, purchaseEventPayload } from '@atelier/commerce'
import type { OrderQuote } from '@atelier/commerce'
import type { CheckoutInput } from '../checkout/checkout-input.js'
import type { SpentGiftCard } from '../gift-cards/spend-gift-cards.js'
import type { Site } from '../sites/site.js'
import type { OrderDocument } from './order-document.js'

/** The stored order document, with the analytics payloads the tracking area will send. */
export function buildOrderDocument(input: {
  orderId: string
  orderNumber: number
  site: Site
  cartId: string
  checkout: CheckoutInput
  quote: OrderQuote
  giftCards: SpentGiftCard[]
  testMode: boolean
  /** The variant of each line, in the order of the order's lines. */
  lineVariants: string[]
}): OrderDocument {
  const { quote } = input
  const option = quote.selectedShippingOption
  return {
    schemaVersion: 1,
    shippingAddress: input.checkout.shippingAddress ?? null,
    billingAddress: input.checkout.billingAddress ?? null,
    shippingOption:
      option === null ? null : { id: option.id, name: option.name, costCents: option.costCents },
    coupons: quote.validCoupons.map((coupon) => ({
      code: coupon.code,
      discountCents: coupon.discountCents,
    })),
    giftCards: input.giftCards,
    taxes: quote.applicableTaxRules.map((rule) => ({
      name: rule.name,
      ratePercent: rule.ratePercent,
    })),
    purchaseEvent: purchaseEventPayload(String(input.orderNumber), quote),
    orderConfirmedEvent: {
      orderId: input.orderId,
      cartId: input.cartId,
      testMode: input.testMode,
      websiteId: input.site.id,
    },
    cardLast4: null,
    lineVariants: input.lineVariants,
    linePaidCents: linePaidCents(quote),
  }
}
