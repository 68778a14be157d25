import { variantStock } from './product-availability.js'
import type { CartStoreSettings, Product } from './product.js'
import { MAX_QUANTITY } from './product-quantity.js'
import { productTypeOf } from './product-type.js'
import { findVariantBySku } from './product-variant-selection.js'

/** A cart line as merging sees it: lines are the same when item, sku and answers match. */
export interface MergeLine {
  readonly id: string
  readonly itemId: string
  readonly sku: string
  /** Identifies the extra-form answers ('' when none). */
  readonly fieldsKey: string
  readonly quantity: number
}

export interface MergePlan {
  /** Lines of the target cart whose quantity grows. */
  readonly updates: readonly { readonly id: string; readonly quantity: number }[]
  /** Lines of the incoming cart that move to the target cart, with the quantity that fits. */
  readonly moves: readonly { readonly id: string; readonly quantity: number }[]
}

/**
 * The most units of one item and variant a cart may hold, by the add rules of SPEC §5 and §9:
 * the quantity range, the variant's stock, and one unit of a service unless the store allows more.
 * 0 when the product or variant is gone.
 */
export function cartUnitLimit(
  product: Product | undefined,
  sku: string,
  storeSettings?: CartStoreSettings,
): number {
  if (product === undefined) return 0
  const variant = findVariantBySku(product, sku)
  if (variant === undefined) return 0
  const stock = variantStock(product, variant)
  const byStock = stock.unlimited ? MAX_QUANTITY : Math.max(0, stock.qtyInStock)
  const service =
    productTypeOf(product.productType) === 'service' &&
    storeSettings?.multipleQuantityAllowedForServices !== true
  return Math.min(byStock, MAX_QUANTITY, service ? 1 : MAX_QUANTITY)
}

/**
 * Merges an anonymous cart into a signed-in visitor's cart: a line matching one of the target
 * (same item, sku and answers) adds its quantity to it, any other line moves over; what the
 * target already holds of an item and variant counts first, so the merged cart never holds more
 * than `limitOf` allows. Lines that no longer fit at all are left out of the plan (dropped).
 */
export function planCartMerge(
  target: readonly MergeLine[],
  incoming: readonly MergeLine[],
  limitOf: (itemId: string, sku: string) => number,
): MergePlan {
  const held = new Map<string, number>()
  const unitKey = (line: MergeLine) => JSON.stringify([line.itemId, line.sku])
  for (const line of target) held.set(unitKey(line), (held.get(unitKey(line)) ?? 0) + line.quantity)
  const lineKey = (line: MergeLine) => JSON.stringify([line.itemId, line.sku, line.fieldsKey])
  const targetLines = new Map(target.map((line) => [lineKey(line), line]))
  const grown = new Map<string, number>()
  const moves: { id: string; quantity: number }[] = []
  for (const line of incoming) {
    const units = unitKey(line)
    const inCart = held.get(units) ?? 0
    const fits = Math.min(line.quantity, Math.max(0, limitOf(line.itemId, line.sku) - inCart))
    if (fits <= 0) continue
    held.set(units, inCart + fits)
    const same = targetLines.get(lineKey(line))
    if (same === undefined) moves.push({ id: line.id, quantity: fits })
    else grown.set(same.id, (grown.get(same.id) ?? same.quantity) + fits)
  }
  return {
    updates: [...grown].map(([id, quantity]) => ({ id, quantity })),
    moves,
  }
}
