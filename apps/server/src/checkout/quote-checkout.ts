import { subscriptionWording } from '@atelier/commerce'
import type { ShoppingCart } from '@atelier/commerce'
import type { CartDeps } from '../commerce/cart-deps.js'
import { orderMoney } from './order-presentation.js'
import type { Site } from '../sites/site.js'
import type { CheckoutCart } from './checkout-cart.js'
import type { CartRef } from './checkout-cart.js'
import { loadCheckoutCart } from './checkout-cart.js'
import type { CheckoutInput } from './checkout-input.js'
import { loadCheckoutSettings } from '../sites/checkout-settings.js'
import { priceCheckout } from './price-checkout.js'

/** The SPEC §3 cart with checkout's totals, plus what gift cards pay and what is left to pay. */
export interface CheckoutQuoteView extends Omit<ShoppingCart, 'invalidCoupons'> {
  invalidCoupons: Array<{ code: string; message: string }>
  giftCards: Array<{ code: string; amountCents: number; balanceAfterCents: number }>
  rejectedGiftCards: Array<{ code: string; message: string }>
  giftCardCents: number
  amountDueCents: number
  problems: Array<{ code: string; message: string }>
  /** Whether the store lets this buyer pay later (pickup, bank transfer). */
  offlinePayment: boolean
  /** For a subscription, what it costs in SPEC §9 words ('$22.00 every month'); else null. */
  subscriptionPriceText: string | null
}

function subscriptionPriceOf(checkout: CheckoutCart, ref: CartRef): string | null {
  const entry = checkout.cart.entries[0]
  if (ref.kind !== 'subscription' || entry === undefined) return null
  const plan = checkout.products.get(entry.itemId)?.product.subscriptionPlan
  return subscriptionWording(orderMoney(entry.subTotal.minor, entry.subTotal.currency), plan)
}

/** `POST /api/commerce/checkout/quote`: prices the visitor's cart for the form, changing nothing. */
export async function quoteCheckout(
  deps: CartDeps,
  site: Site,
  ref: CartRef,
  input: CheckoutInput,
): Promise<CheckoutQuoteView> {
  const db = deps.storage.db
  const checkout = await loadCheckoutCart(deps, db, site, ref)
  const settings = await loadCheckoutSettings(db, deps.storage.dialect, site.id)
  const { quote, unknownGiftCards } = await priceCheckout(db, site, settings, checkout, input, {
    now: deps.now(),
  })
  return {
    ...checkout.cart,
    shippingOptions: [...quote.shippingOptions],
    selectedShippingOption: quote.selectedShippingOption,
    shippingLocation: quote.shippingLocation,
    applicableTaxRules: [...quote.applicableTaxRules],
    coupons: [...quote.coupons],
    validCoupons: quote.validCoupons.map((coupon) => ({ code: coupon.code })),
    invalidCoupons: quote.invalidCoupons.map(({ code, message }) => ({ code, message })),
    subtotalCents: quote.subtotalCents,
    taxCents: quote.taxCents,
    shippingCostCents: quote.shippingCostCents,
    discountCents: quote.discountCents,
    grandTotalCents: quote.grandTotalCents,
    giftCards: quote.giftCards.map(({ code, amountCents, balanceAfterCents }) => ({
      code,
      amountCents,
      balanceAfterCents,
    })),
    rejectedGiftCards: [...unknownGiftCards, ...quote.rejectedGiftCards].map(
      ({ giftCardCode, message }) => ({ code: giftCardCode, message }),
    ),
    giftCardCents: quote.giftCardCents,
    amountDueCents: quote.amountDueCents,
    problems: quote.problems.map(({ code, message }) => ({ code, message })),
    offlinePayment: settings.offlinePayment,
    subscriptionPriceText: subscriptionPriceOf(checkout, ref),
  }
}
