import type { StockCount } from './product-availability.js'
import { commerceStrings } from './strings.js'

/** What the stock rules need of a cart line. */
export interface CartLineRef {
  readonly itemId: string
  readonly quantity: number
  readonly chosenVariant?: { readonly sku?: string } | null
}

/** Units of this item and variant already in the cart, over every line that holds them. */
export function quantityInCart(
  entries: readonly CartLineRef[],
  itemId: string,
  sku: string | undefined,
): number {
  return entries
    .filter((e) => e.itemId === itemId && (e.chosenVariant?.sku ?? undefined) === sku)
    .reduce((sum, e) => sum + e.quantity, 0)
}

/**
 * SPEC §5 (checked before an item's extra form opens): in stock if unlimited or the stock
 * exceeds what the cart already holds of that item and variant.
 */
export function isInStockForCart(stock: StockCount, inCart: number): boolean {
  return stock.unlimited || stock.qtyInStock > inCart
}

export type StockCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'out-of-stock'; readonly message: string }

/**
 * Whether `requested` more units fit in the stock beside those already in the cart. With one
 * unit requested this is exactly the SPEC rule of `isInStockForCart`.
 */
export function checkStock(stock: StockCount, inCart: number, requested: number): StockCheck {
  if (stock.unlimited || stock.qtyInStock >= inCart + requested) return { ok: true }
  return { ok: false, code: 'out-of-stock', message: commerceStrings.outOfStock }
}
