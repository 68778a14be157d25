import { checkoutStrings } from '@atelier/commerce'
import type { OrderFailure } from '../errors/order-failure.js'
import type { CheckoutInput } from './checkout-input.js'
import type { PricedCheckout } from './price-checkout.js'
import { invalidFields } from '../errors/order-failure.js'

/**
 * Why a priced checkout cannot become an order yet, as the `{errors: {field: message}}` answer
 * the form shows beside its fields; undefined when it can.
 */
export function checkoutProblems(
  priced: PricedCheckout,
  input: CheckoutInput,
): OrderFailure | undefined {
  const errors: Record<string, string> = {}
  if (priced.quote.requiresShipping && input.shippingAddress === undefined) {
    errors.shippingAddress = checkoutStrings.required
  }
  for (const problem of priced.quote.problems) {
    if (problem.code === 'empty-cart') {
      return { ok: false, code: 'empty-cart', message: problem.message }
    }
    const field =
      problem.code === 'below-minimum' || problem.code === 'total-out-of-range'
        ? 'cart'
        : 'shippingOptionId'
    errors[field] ??= problem.message
  }
  const coupon = priced.quote.invalidCoupons[0]
  if (coupon !== undefined) errors.couponCodes = coupon.message
  const card =
    priced.unknownGiftCards[0] ??
    priced.quote.rejectedGiftCards.find((rejected) => rejected.code !== 'not-needed')
  if (card !== undefined) errors.giftCardCodes = card.message
  return Object.keys(errors).length === 0 ? undefined : invalidFields(errors)
}
