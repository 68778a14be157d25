import { DEFAULT_CURRENCY, type CurrencyCode } from './currencies.js'
import { parseMoney, ZERO_USD, type Money } from './money.js'
import type { Product, ProductVariant } from './product.js'
import { productTypeOf } from './product-type.js'

function readMoney(candidates: readonly unknown[], currency: CurrencyCode): Money | undefined {
  for (const candidate of candidates) {
    const result = parseMoney(candidate, currency)
    if (result.ok) return result.money
  }
  return undefined
}

function legacyCents(cents: unknown, currency: CurrencyCode): Money | undefined {
  return typeof cents === 'number' && Number.isSafeInteger(cents)
    ? { minor: cents, currency }
    : undefined
}

/** Whether this variant currently sells at its sale price (digital: the product's own flag). */
export function variantOnSale(product: Product, variant: ProductVariant | undefined): boolean {
  if (productTypeOf(product.productType) === 'digital') return product.onSale === true
  return variant?.onSale === true
}

/**
 * The regular price of a variant: its `priceMoney`, then `priceCents` or the legacy `price` (minor
 * units of the store currency), then the product's `priceMoney`; 0 USD when none is found (SPEC §3).
 */
export function variantRegularPrice(
  product: Product,
  variant: ProductVariant | undefined,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): Money {
  return (
    readMoney([variant?.priceMoney], currency) ??
    legacyCents(variant?.priceCents, currency) ??
    legacyCents(variant?.price, currency) ??
    readMoney([product.priceMoney], currency) ??
    ZERO_USD
  )
}

/** What one unit costs now: the sale price while on sale, else the regular price. */
export function variantUnitPrice(
  product: Product,
  variant: ProductVariant | undefined,
  currency: CurrencyCode = DEFAULT_CURRENCY,
): Money {
  if (variantOnSale(product, variant)) {
    const sale =
      readMoney([variant?.salePriceMoney], currency) ??
      legacyCents(variant?.salePriceCents, currency) ??
      legacyCents(variant?.salePrice, currency) ??
      readMoney([product.salePriceMoney], currency)
    if (sale) return sale
  }
  return variantRegularPrice(product, variant, currency)
}
