import type { Product, ProductVariant } from './product.js'
import { productTypeOf } from './product-type.js'
import { productVariants } from './product-variants.js'

/** How many units can still be sold: a count, or no limit at all. */
export type StockCount =
  { readonly unlimited: true } | { readonly unlimited: false; readonly qtyInStock: number }

function stockOf(variant: ProductVariant): number {
  const qty = variant.qtyInStock
  return typeof qty === 'number' && Number.isFinite(qty) ? Math.max(0, Math.trunc(qty)) : 0
}

/**
 * Only physical goods and services are counted; digital products and gift cards never run out
 * (SPEC §4), and neither do paywall or unknown products, which SPEC never calls sold out.
 */
function tracksStock(product: Product): boolean {
  const type = productTypeOf(product.productType)
  return type === 'physical' || type === 'service'
}

/**
 * SPEC §4: a physical or service product is sold out when every variant is limited with zero
 * stock; digital products and gift cards never are.
 */
export function isSoldOut(product: Product): boolean {
  const type = productTypeOf(product.productType)
  if (type !== 'physical' && type !== 'service') return false
  const variants = productVariants(product)
  return variants.length > 0 && variants.every((v) => v.unlimited !== true && stockOf(v) === 0)
}

/** SPEC §4: on sale when any variant is on sale; a digital product carries its own flag. */
export function isOnSale(product: Product): boolean {
  if (productTypeOf(product.productType) === 'digital') return product.onSale === true
  return productVariants(product).some((v) => v.onSale === true)
}

/**
 * SPEC §4: the sum of the variants' stock, or unlimited for digital products, gift cards (and
 * paywall or unknown products) and whenever any variant is unlimited.
 */
export function stockCount(product: Product): StockCount {
  const variants = productVariants(product)
  if (!tracksStock(product) || variants.some((v) => v.unlimited === true)) {
    return { unlimited: true }
  }
  return { unlimited: false, qtyInStock: variants.reduce((sum, v) => sum + stockOf(v), 0) }
}

/** One variant's stock; only physical goods and services are ever limited. */
export function variantStock(product: Product, variant: ProductVariant): StockCount {
  if (!tracksStock(product) || variant.unlimited === true) return { unlimited: true }
  return { unlimited: false, qtyInStock: stockOf(variant) }
}
