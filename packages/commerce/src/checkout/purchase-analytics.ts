import { moneyToDecimal } from '../money.js'
import type { OrderQuote } from './price-order.js'

export interface PurchaseItem {
  readonly item_id: string
  readonly item_name: string
  readonly quantity: number
  /** Unit price in major units. */
  readonly price: number
}

/** SPEC §7 purchase event for the tag service, amounts in major units of `currency`. */
export interface PurchaseEventPayload {
  readonly transaction_id: string
  readonly currency: string
  /** Grand total: what the order is worth, gift cards included. */
  readonly value: number
  readonly shipping: number
  readonly tax: number
  readonly items: readonly PurchaseItem[]
}

/** The purchase event sent on the order confirmation page, from the priced order. */
export function purchaseEventPayload(
  transactionId: string,
  quote: OrderQuote,
): PurchaseEventPayload {
  const major = (minor: number) => Number(moneyToDecimal({ minor, currency: quote.currency }))
  return {
    transaction_id: transactionId,
    currency: quote.currency,
    value: major(quote.grandTotalCents),
    shipping: major(quote.shippingCostCents),
    tax: major(quote.taxCents),
    items: quote.lines.map((line) => ({
      item_id: line.sku || line.itemId,
      item_name: line.title,
      quantity: line.quantity,
      price: major(line.unitPriceCents),
    })),
  }
}
