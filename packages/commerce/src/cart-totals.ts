import type { CartEntry, ShoppingCart } from './cart.js'
import { storeCurrency, type CurrencyCode } from './currencies.js'
import type { Money } from './money.js'
import type { Product, CartStoreSettings } from './product.js'
import { variantUnitPrice } from './product-price.js'
import { productTypeOf } from './product-type.js'
import { findVariantBySku } from './product-variant-selection.js'
import { Limits } from '@atelier/schema'
import { toSafeNumber } from './rounding.js'

/** Amounts decided elsewhere (coupons, shipping rates, tax rules), in minor units. */
export interface CartAdjustments {
  readonly discountCents?: number
  readonly shippingCostCents?: number
  readonly taxCents?: number
}

export interface CartTotals {
  readonly entries: readonly CartEntry[]
  readonly subtotalCents: number
  readonly discountCents: number
  readonly shippingCostCents: number
  readonly taxCents: number
  readonly grandTotalCents: number
  readonly totalQuantity: number
  readonly hasDigital: boolean
  readonly purelyDigital: boolean
  readonly requiresShipping: boolean
  readonly subtotalAmount: Money
}

export type CartTotalsResult =
  | ({ readonly ok: true } & CartTotals)
  | {
      readonly ok: false
      /** `total-out-of-range`: a line or the subtotal passes `Limits.totalMaxCents`. */
      readonly code: 'currency-mismatch' | 'total-out-of-range'
      readonly itemId: string
    }

const maxTotal = BigInt(Limits.totalMaxCents)

function unitPrice(entry: CartEntry, product: Product | undefined, currency: CurrencyCode): Money {
  if (!product) return { minor: entry.purchasePriceCents, currency }
  const variant = findVariantBySku(product, entry.chosenVariant.sku)
  const price = variantUnitPrice(product, variant, currency)
  // A product without any price reads as 0 USD (SPEC §3); it is free in every currency.
  return price.minor === 0 ? { minor: 0, currency } : price
}

/**
 * Prices every line from the current products (a line whose product is gone keeps the price it
 * was added at), then sums the cart. The discount never takes the subtotal below zero:
 * grand total = subtotal − discount + shipping + tax.
 */
export function computeCartTotals(
  entries: readonly CartEntry[],
  products: ReadonlyMap<string, Product>,
  storeSettings: CartStoreSettings = {},
  adjustments: CartAdjustments = {},
): CartTotalsResult {
  const currency = storeCurrency(storeSettings)
  const priced: CartEntry[] = []
  let subtotal = 0n
  let totalQuantity = 0
  const types = entries.map((e) => productTypeOf(products.get(e.itemId)?.productType))

  for (const entry of entries) {
    const price = unitPrice(entry, products.get(entry.itemId), currency)
    if (price.currency !== currency) {
      return { ok: false, code: 'currency-mismatch', itemId: entry.itemId }
    }
    const line = BigInt(price.minor) * BigInt(entry.quantity)
    subtotal += line
    if (line > maxTotal || subtotal > maxTotal) {
      return { ok: false, code: 'total-out-of-range', itemId: entry.itemId }
    }
    const lineTotal = toSafeNumber(line)
    totalQuantity += entry.quantity
    priced.push({
      ...entry,
      purchasePriceCents: price.minor,
      subTotal: { minor: lineTotal, currency },
    })
  }

  const subtotalCents = toSafeNumber(subtotal)
  const discountCents = Math.min(Math.max(0, adjustments.discountCents ?? 0), subtotalCents)
  const shippingCostCents = adjustments.shippingCostCents ?? 0
  const taxCents = adjustments.taxCents ?? 0
  return {
    ok: true,
    entries: priced,
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
    totalQuantity,
    hasDigital: types.includes('digital'),
    purelyDigital: types.length > 0 && types.every((t) => t === 'digital'),
    requiresShipping: types.includes('physical'),
    subtotalAmount: { minor: subtotalCents, currency },
  }
}

/** The cart with its lines repriced and totals recomputed; see `computeCartTotals`. */
export function recalculateCart(
  cart: ShoppingCart,
  products: ReadonlyMap<string, Product>,
  storeSettings: CartStoreSettings = {},
  adjustments: CartAdjustments = {},
): { readonly ok: true; readonly cart: ShoppingCart } | Extract<CartTotalsResult, { ok: false }> {
  const totals = computeCartTotals(cart.entries, products, storeSettings, adjustments)
  if (!totals.ok) return totals
  const { ok: _ok, ...fields } = totals
  return { ok: true, cart: { ...cart, ...fields } }
}
