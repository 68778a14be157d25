import { fillTemplate, quantityInCart, variantStock } from '@atelier/commerce'
import type { CartLineRef, Product } from '@atelier/commerce'
import { cartApiStrings } from './cart-strings.js'

function leftText(left: number): string {
  if (left === 0) return cartApiStrings.noneLeft
  return left === 1 ? cartApiStrings.oneLeft : cartApiStrings.someLeft
}

/** How many more units of the variant the stock allows beside the cart's other lines. */
function unitsLeft(
  product: Product,
  itemId: string,
  sku: string | null | undefined,
  others: readonly CartLineRef[],
): number | undefined {
  const variant = product.variants?.find((candidate) => candidate.sku === sku)
  if (!variant) return undefined
  const stock = variantStock(product, variant)
  if (stock.unlimited) return undefined
  return Math.max(0, stock.qtyInStock - quantityInCart(others, itemId, sku ?? undefined))
}

/**
 * The SPEC's out-of-stock refusal with how many more fit ('Only 2 are left.'), so a shopper adding
 * or raising a quantity knows the number that works, not only that theirs does not.
 */
export function withUnitsLeft(
  message: string,
  product: Product,
  itemId: string,
  sku: string | null | undefined,
  others: readonly CartLineRef[],
): string {
  const left = unitsLeft(product, itemId, sku, others)
  return left === undefined
    ? message
    : `${message} ${fillTemplate(leftText(left), { count: left })}`
}
