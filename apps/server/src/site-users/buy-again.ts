import { productTypeOf, variantStock } from '@atelier/commerce'
import type { StoreProduct } from '../commerce/store-product.js'

/** A line of a past order, as the order keeps it. */
export interface PastLine {
  itemId: string
  sku: string
  title: string
  quantity: number
}

export type BuyAgainSkip = 'unavailable' | 'sold-out' | 'not-repeatable'

export interface BuyAgainPlan {
  /** What goes into the cart: the same variant, as many as the order had or as stock allows. */
  add: Array<{ itemId: string; sku: string; quantity: number; title: string }>
  skipped: Array<{ title: string; reason: BuyAgainSkip }>
}

/**
 * "Buy again": the order's lines whose product is still for sale, in the same variant. Products
 * gone, hidden or without that variant are unavailable; sold-out variants are skipped and a short
 * stock lowers the quantity. Gift cards (their recipient belongs to the old order), subscriptions
 * (one per checkout) and products with an extra-information form (its answers are per order) are
 * not repeated.
 */
export function buyAgainPlan(
  lines: readonly PastLine[],
  products: ReadonlyMap<string, StoreProduct>,
): BuyAgainPlan {
  const plan: BuyAgainPlan = { add: [], skipped: [] }
  for (const line of lines) {
    const stored = products.get(line.itemId)
    const variant = stored?.product.variants.find((candidate) => candidate.sku === line.sku)
    if (stored === undefined || !stored.visible || variant === undefined) {
      plan.skipped.push({ title: line.title, reason: 'unavailable' })
      continue
    }
    const kind = productTypeOf(stored.product.productType)
    if (
      kind === 'gift-card' ||
      (stored.product.subscriptionPlan ?? null) !== null ||
      stored.additionalFieldsFormId !== undefined
    ) {
      plan.skipped.push({ title: line.title, reason: 'not-repeatable' })
      continue
    }
    const stock = variantStock(stored.product, variant)
    const quantity = stock.unlimited ? line.quantity : Math.min(line.quantity, stock.qtyInStock)
    if (quantity <= 0) {
      plan.skipped.push({ title: line.title, reason: 'sold-out' })
      continue
    }
    plan.add.push({ itemId: line.itemId, sku: line.sku, quantity, title: line.title })
  }
  return plan
}
