import type { CartEntry } from '../cart.js'
import type { Product } from '../product.js'
import { productTypeOf, type ProductKind } from '../product-type.js'
import { toSafeNumber } from '../rounding.js'

/**
 * One priced line of an order, in minor units of the store currency. The server builds these from
 * the repriced cart (`recalculateCart`) with `toCheckoutLine`, adding what the cart entry does not
 * carry: the product's categories (for coupon scope) and its unit weight (for weight-band shipping).
 */
export interface CheckoutLine {
  /** The cart entry id. */
  readonly id: string
  /** The product (store item) id. */
  readonly itemId: string
  readonly sku: string
  readonly title: string
  readonly quantity: number
  readonly unitPriceCents: number
  readonly kind: ProductKind
  readonly categoryIds?: readonly string[]
  /** Weight of one unit in grams; absent counts as 0. */
  readonly unitWeightGrams?: number
}

export interface CheckoutLineExtras {
  readonly categoryIds?: readonly string[]
  readonly unitWeightGrams?: number
}

/** A checkout line from a cart entry already priced by `recalculateCart`, and its product. */
export function toCheckoutLine(
  entry: CartEntry,
  product: Product | undefined,
  extras: CheckoutLineExtras = {},
): CheckoutLine {
  return {
    id: entry.id,
    itemId: entry.itemId,
    sku: entry.chosenVariant.sku,
    title: entry.title,
    quantity: entry.quantity,
    unitPriceCents: entry.purchasePriceCents,
    kind: productTypeOf(product?.productType),
    ...(extras.categoryIds ? { categoryIds: extras.categoryIds } : {}),
    ...(extras.unitWeightGrams !== undefined ? { unitWeightGrams: extras.unitWeightGrams } : {}),
  }
}

export function lineTotalCents(line: CheckoutLine): number {
  return toSafeNumber(BigInt(line.unitPriceCents) * BigInt(line.quantity))
}

/** What the lines of an order add up to, and whether anything in them needs shipping. */
export interface CheckoutLineSummary {
  readonly subtotalCents: number
  readonly totalQuantity: number
  readonly totalWeightGrams: number
  readonly hasDigital: boolean
  readonly purelyDigital: boolean
  /** Only physical goods ship: digital goods, services and gift cards do not. */
  readonly requiresShipping: boolean
}

export function summarizeLines(lines: readonly CheckoutLine[]): CheckoutLineSummary {
  let subtotal = 0n
  let weight = 0n
  let totalQuantity = 0
  for (const line of lines) {
    subtotal += BigInt(lineTotalCents(line))
    weight += BigInt(line.unitWeightGrams ?? 0) * BigInt(line.quantity)
    totalQuantity += line.quantity
  }
  return {
    subtotalCents: toSafeNumber(subtotal),
    totalQuantity,
    totalWeightGrams: toSafeNumber(weight),
    hasDigital: lines.some((l) => l.kind === 'digital'),
    purelyDigital: lines.length > 0 && lines.every((l) => l.kind === 'digital'),
    requiresShipping: lines.some((l) => l.kind === 'physical'),
  }
}
