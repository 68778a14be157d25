import { isInStockForCart, type StockCount } from '@atelier/commerce'
import { apiRequest } from '../api/api-request.js'

export const stockUrl = (itemId: string) =>
  `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`

interface StockResult {
  readonly sku?: string
  readonly unlimited?: boolean
  readonly qtyInStock?: number
}

/**
 * SPEC §5: before an item's extra form opens, the stock is checked: in stock if unlimited or the
 * stock exceeds what the cart holds of that variant. When the stock cannot be read the form opens
 * anyway; the add itself is checked again by the server.
 */
export async function inStockBeforeForm(
  itemId: string,
  sku: string | undefined,
  inCart: number,
): Promise<boolean> {
  const result = await apiRequest<{ results?: readonly StockResult[] }>('GET', stockUrl(itemId))
  if (!result.ok) return true
  const results = result.data?.results ?? []
  const match =
    results.find((r) => r.sku === sku) ?? (results.length === 1 ? results[0] : undefined)
  if (!match) return true
  const stock: StockCount = {
    unlimited: match.unlimited === true,
    qtyInStock: match.qtyInStock ?? 0,
  }
  return isInStockForCart(stock, inCart)
}
