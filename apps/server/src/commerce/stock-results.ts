import { productVariants, variantStock } from '@atelier/commerce'
import type { Product } from '@atelier/commerce'

export interface StockResult {
  sku: string
  unlimited: boolean
  qtyInStock: number
}

/** SPEC §3 Stock result, one per variant; an unlimited variant reports the count it stores. */
export function stockResults(product: Product): StockResult[] {
  return productVariants(product).map((variant) => {
    const stock = variantStock(product, variant)
    return {
      sku: variant.sku ?? '',
      unlimited: stock.unlimited,
      qtyInStock: stock.unlimited ? Math.max(0, variant.qtyInStock ?? 0) : stock.qtyInStock,
    }
  })
}
