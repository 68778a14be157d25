import type { MoneyInput } from './money.js'

/**
 * A product's `structuredContent` as SPEC §3 describes it, typed loosely because it comes from
 * stored or imported JSON: every field may be absent. `@atelier/schema`'s `ProductContent` fits
 * it. The rules in the `product-*` files read it defensively.
 */
export interface ProductVariant {
  readonly sku?: string
  readonly id?: string
  readonly priceMoney?: MoneyInput | null
  readonly salePriceMoney?: MoneyInput | null
  readonly onSale?: boolean
  /** Minor units of the store currency, as `@atelier/schema` stores variants. */
  readonly priceCents?: number
  readonly salePriceCents?: number
  /** Legacy price in minor units, used when neither of the above is present. */
  readonly price?: number
  readonly salePrice?: number
  readonly qtyInStock?: number
  readonly unlimited?: boolean
  readonly attributes?: Readonly<Record<string, string>>
  readonly optionValues?: readonly { readonly optionName?: string; readonly value: string }[]
  /** Shipping weight of one unit in grams (weight-band shipping); absent counts as 0. */
  readonly weightGrams?: number
}

export interface ProductSubscriptionPlan {
  readonly billingPeriod?: { readonly value?: number; readonly unit?: string } | null
  /** 0 (or absent) bills until cancelled. */
  readonly numBillingCycles?: number
}

export interface Product {
  readonly productType?: number | string
  readonly variants?: readonly ProductVariant[]
  readonly priceMoney?: MoneyInput | null
  readonly salePriceMoney?: MoneyInput | null
  /** Digital products keep their sale flag here rather than on a variant. */
  readonly onSale?: boolean
  readonly isSubscribable?: boolean | string
  readonly subscriptionPlan?: ProductSubscriptionPlan | null
  readonly variantOptionOrdering?: readonly string[]
  /** A gift card without variants offers these amounts (minor units of the store currency). */
  readonly giftCardDenominationsCents?: readonly number[]
  readonly additionalFieldsFormId?: string | null
  readonly useCustomAddButtonText?: boolean
  readonly customAddButtonText?: string
}

/** Store settings the commerce rules read (SPEC §3). */
export interface CartStoreSettings {
  readonly currency?: string
  readonly multipleQuantityAllowedForServices?: boolean
  /** Minimum order subtotal in minor units of the store currency; absent or 0 means none. */
  readonly minimumOrderSubtotalCents?: number
}
