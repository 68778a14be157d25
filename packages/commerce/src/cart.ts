import { DEFAULT_CURRENCY, type CurrencyCode } from './currencies.js'
import type { Money } from './money.js'

/** The variant a cart line holds (SPEC §3 `chosenVariant`). */
export interface ChosenVariant {
  readonly sku: string
  readonly attributes: Readonly<Record<string, string>>
}

/** A line of the cart (SPEC §3 Cart entry). */
export interface CartEntry {
  readonly id: string
  readonly itemId: string
  readonly quantity: number
  readonly chosenVariant: ChosenVariant
  readonly title: string
  /** quantity × unit price. */
  readonly subTotal: Money
  /** The unit price, in minor units of the store currency. */
  readonly purchasePriceCents: number
  /** The answers of the product's extra form, as the JSON string the add request carried. */
  readonly additionalFields?: string | null
}

export interface ShippingOption {
  readonly id: string
  readonly name: string
  readonly costCents: number
}

export interface ShippingLocation {
  readonly country?: string
  readonly region?: string
  readonly postalCode?: string
}

export interface TaxRule {
  readonly name: string
  /** Percentage as a decimal string ('8.875'), applied with exact arithmetic. */
  readonly ratePercent: string
}

export interface Coupon {
  readonly code: string
}

/** SPEC §3 Shopping cart, with every field and its default. */
export interface ShoppingCart {
  readonly id: string
  readonly websiteId: string
  readonly orderId: string | null
  /** Creation time, epoch milliseconds. */
  readonly created: number
  readonly isPurchased: boolean
  readonly entries: readonly CartEntry[]
  readonly shippingOptions: readonly ShippingOption[]
  readonly selectedShippingOption: ShippingOption | null
  readonly shippingLocation: ShippingLocation | null
  readonly applicableTaxRules: readonly TaxRule[]
  readonly coupons: readonly Coupon[]
  readonly validCoupons: readonly Coupon[]
  readonly invalidCoupons: readonly Coupon[]
  readonly subtotalCents: number
  readonly taxCents: number
  readonly shippingCostCents: number
  readonly discountCents: number
  readonly grandTotalCents: number
  readonly totalQuantity: number
  readonly hasDigital: boolean
  readonly purelyDigital: boolean
  readonly requiresShipping: boolean
  /** `subtotalCents` in the store currency. */
  readonly subtotalAmount: Money
}

export interface NewCart {
  readonly id: string
  readonly websiteId: string
  readonly now: Date
  readonly currency?: CurrencyCode
}

/** An empty cart with SPEC's defaults: zero totals, false flags, empty lists. */
export function createCart({
  id,
  websiteId,
  now,
  currency = DEFAULT_CURRENCY,
}: NewCart): ShoppingCart {
  return {
    id,
    websiteId,
    orderId: null,
    created: now.getTime(),
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
    subtotalAmount: { minor: 0, currency },
  }
}
