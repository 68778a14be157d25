import type { Product, ProductVariant } from './product.js'
import { productTypeOf } from './product-type.js'

const GIFT_CARD_SKU_PREFIX = 'gift-card-'

/** The SKU a gift card denomination is carted under, e.g. 2500 → 'gift-card-2500'. */
export function giftCardSku(denominationCents: number): string {
  return `${GIFT_CARD_SKU_PREFIX}${denominationCents}`
}

/**
 * The variants a visitor chooses from. A gift card stored with denominations instead of
 * variants offers one unlimited variant per denomination, so the cart, stock and price rules
 * treat both shapes alike.
 */
export function productVariants(product: Product): readonly ProductVariant[] {
  const variants = product.variants ?? []
  if (variants.length > 0 || productTypeOf(product.productType) !== 'gift-card') return variants
  return (product.giftCardDenominationsCents ?? []).map((cents) => ({
    sku: giftCardSku(cents),
    priceCents: cents,
    unlimited: true,
  }))
}
