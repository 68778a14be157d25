import { Limits } from '@atelier/schema'
import type { Coupon, ShippingLocation, TaxRule } from '../cart.js'
import { checkMinimumSubtotal } from '../cart-minimum-subtotal.js'
import { storeCurrency, type CurrencyCode } from '../currencies.js'
import type { Money } from '../money.js'
import { DEFAULT_LOCALE, specMoneyFormatter, type MoneyFormatter } from '../money-format.js'
import type { CartStoreSettings } from '../product.js'
import { commerceStrings } from '../strings.js'
import { applyCoupons, type AppliedCoupon, type InvalidCoupon } from './apply-coupons.js'
import {
  applyGiftCards,
  type AppliedGiftCard,
  type GiftCardBalance,
  type RejectedGiftCard,
} from './apply-gift-cards.js'
import { lineTotalCents, summarizeLines, type CheckoutLine } from './checkout-line.js'
import {
  selectShippingOption,
  shippingOptionsFor,
  type AvailableShippingOption,
  type StoreShippingRate,
} from './shipping-options.js'
import type { CouponUsage, StoreCoupon } from './store-coupon.js'
import {
  applicableTaxRules,
  computeOrderTax,
  toCartTaxRule,
  type RuleTax,
  type StoreTaxRule,
} from './tax-rules.js'

export interface PriceOrderInput {
  readonly lines: readonly CheckoutLine[]
  readonly storeSettings?: CartStoreSettings
  /** Shipping address, or the billing address of an order that does not ship; drives tax. */
  readonly address?: ShippingLocation | null
  readonly shippingRates?: readonly StoreShippingRate[]
  readonly shippingOptionId?: string | null
  readonly couponCodes?: readonly string[]
  readonly coupons?: readonly StoreCoupon[]
  readonly couponUsage?: Readonly<Record<string, CouponUsage>>
  readonly customerEmail?: string | null
  readonly taxRules?: readonly StoreTaxRule[]
  /** Cards the visitor entered, as looked up by the server, in the order entered. */
  readonly giftCards?: readonly GiftCardBalance[]
  readonly now: Date
  readonly locale?: string
  readonly formatter?: MoneyFormatter
}

export interface PricedLine extends CheckoutLine {
  readonly lineTotalCents: number
  readonly discountCents: number
  readonly taxCents: number
}

/** Why an order cannot be placed yet; the quote is still complete. */
export interface CheckoutProblem {
  readonly code:
    | 'empty-cart'
    | 'below-minimum'
    | 'no-shipping-to-address'
    | 'shipping-option-required'
    | 'shipping-option-unavailable'
    | 'total-out-of-range'
  readonly message: string
}

/** The priced order: SPEC §3 Shopping cart totals and lists, plus gift cards and the amount due. */
export interface OrderQuote {
  readonly currency: CurrencyCode
  readonly lines: readonly PricedLine[]
  readonly shippingOptions: readonly AvailableShippingOption[]
  readonly selectedShippingOption: AvailableShippingOption | null
  readonly shippingLocation: ShippingLocation | null
  readonly applicableTaxRules: readonly TaxRule[]
  readonly taxes: readonly RuleTax[]
  readonly coupons: readonly Coupon[]
  readonly validCoupons: readonly AppliedCoupon[]
  readonly invalidCoupons: readonly InvalidCoupon[]
  readonly subtotalCents: number
  readonly discountCents: number
  /** Shipping charged, after a free-shipping coupon. */
  readonly shippingCostCents: number
  /** What a free-shipping coupon took off the selected option's cost. */
  readonly shippingDiscountCents: number
  /** All tax: included in prices plus added on top. */
  readonly taxCents: number
  readonly includedTaxCents: number
  readonly addedTaxCents: number
  /** subtotal − discount + shipping + added tax. */
  readonly grandTotalCents: number
  readonly giftCards: readonly AppliedGiftCard[]
  readonly rejectedGiftCards: readonly RejectedGiftCard[]
  readonly giftCardCents: number
  /** What the payment provider charges: grand total − gift cards. */
  readonly amountDueCents: number
  readonly totalQuantity: number
  readonly hasDigital: boolean
  readonly purelyDigital: boolean
  readonly requiresShipping: boolean
  readonly subtotalAmount: Money
  /** Empty when the order can be placed. */
  readonly problems: readonly CheckoutProblem[]
}

/**
 * Prices an order from scratch, in this order: subtotal, coupons (on lines), shipping (offered on
 * the subtotal after discounts; a free-shipping coupon zeroes the chosen option), tax (on each line
 * after its discount, gift cards exempt, and on shipping where a rule says so), gift cards (paying
 * the grand total).
 * The server's checkout quote and order creation both call it, so what the visitor is shown is
 * what they are charged. The minimum order subtotal is checked before discounts.
 */
export function priceOrder(input: PriceOrderInput): OrderQuote {
  const currency = storeCurrency(input.storeSettings)
  const locale = input.locale ?? DEFAULT_LOCALE
  const formatter = input.formatter ?? specMoneyFormatter
  const { lines } = input
  const summary = summarizeLines(lines)
  const problems: CheckoutProblem[] = []

  if (lines.length === 0) problems.push({ code: 'empty-cart', message: commerceStrings.emptyCart })
  const minimum = checkMinimumSubtotal(
    summary.subtotalCents,
    input.storeSettings?.minimumOrderSubtotalCents,
    currency,
    locale,
    formatter,
  )
  if (!minimum.ok) problems.push({ code: minimum.code, message: minimum.message })

  const coupons = applyCoupons(lines, input.couponCodes ?? [], input.coupons ?? [], {
    now: input.now,
    currency,
    customerEmail: input.customerEmail ?? null,
    ...(input.couponUsage ? { usage: input.couponUsage } : {}),
    locale,
    formatter,
  })
  const discountedSubtotal = summary.subtotalCents - coupons.discountCents

  const address = input.address ?? null
  const shippingOptions = shippingOptionsFor(
    { lines, subtotalCents: discountedSubtotal },
    address,
    input.shippingRates ?? [],
  )
  const selection = selectShippingOption(
    shippingOptions,
    summary.requiresShipping,
    input.shippingOptionId,
  )
  if (!selection.ok && lines.length > 0) {
    problems.push({ code: selection.code, message: selection.message })
  }
  const selected = selection.ok ? selection.option : null
  const shippingBeforeDiscount = selected?.costCents ?? 0
  const shippingDiscountCents = coupons.freeShipping ? shippingBeforeDiscount : 0
  const shippingCostCents = shippingBeforeDiscount - shippingDiscountCents

  const rules = applicableTaxRules(address, input.taxRules ?? [])
  // Selling a gift card is not a taxable sale: what it later pays for is taxed.
  const lineAmounts = lines.map((l, i) =>
    l.kind === 'gift-card' ? 0 : lineTotalCents(l) - (coupons.lineDiscounts[i] ?? 0),
  )
  const tax = computeOrderTax(lineAmounts, shippingCostCents, rules)

  const grandTotalCents = discountedSubtotal + shippingCostCents + tax.addedTaxCents
  // Shipping and tax must not take the total past what an order can hold either (`Limits`).
  if (grandTotalCents > Limits.totalMaxCents) {
    problems.push({ code: 'total-out-of-range', message: commerceStrings.totalTooLarge })
  }
  const giftCards = applyGiftCards(grandTotalCents, input.giftCards ?? [], currency)

  return {
    currency,
    lines: lines.map((line, i) => ({
      ...line,
      lineTotalCents: lineTotalCents(line),
      discountCents: coupons.lineDiscounts[i] ?? 0,
      taxCents: tax.lineTaxCents[i] ?? 0,
    })),
    shippingOptions,
    selectedShippingOption: selected,
    shippingLocation: address,
    applicableTaxRules: rules.map(toCartTaxRule),
    taxes: tax.byRule,
    coupons: (input.couponCodes ?? []).map((code) => ({ code })),
    validCoupons: coupons.validCoupons,
    invalidCoupons: coupons.invalidCoupons,
    subtotalCents: summary.subtotalCents,
    discountCents: coupons.discountCents,
    shippingCostCents,
    shippingDiscountCents,
    taxCents: tax.taxCents,
    includedTaxCents: tax.includedTaxCents,
    addedTaxCents: tax.addedTaxCents,
    grandTotalCents,
    giftCards: giftCards.applied,
    rejectedGiftCards: giftCards.rejected,
    giftCardCents: giftCards.giftCardCents,
    amountDueCents: giftCards.amountDueCents,
    totalQuantity: summary.totalQuantity,
    hasDigital: summary.hasDigital,
    purelyDigital: summary.purelyDigital,
    requiresShipping: summary.requiresShipping,
    subtotalAmount: { minor: summary.subtotalCents, currency },
    problems,
  }
}
