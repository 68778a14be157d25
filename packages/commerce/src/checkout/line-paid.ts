import type { OrderQuote } from './price-order.js'
import { prorate } from '../prorate.js'

/**
 * What the customer paid for each line of a priced order, in the order of its lines: the line's
 * price less its share of the discounts, plus the tax added on top of it (tax included in prices is
 * part of the price already). Shipping and its tax belong to no line. A refund of a line gives
 * back at most this.
 */
export function linePaidCents(quote: OrderQuote): number[] {
  const added = addedTaxOfLines(
    quote,
    quote.lines.map((line) => line.taxCents),
  )
  return quote.lines.map((line, i) => line.lineTotalCents - line.discountCents + (added[i] ?? 0))
}

/** The part of each line's tax that was added on top of its price. */
function addedTaxOfLines(quote: OrderQuote, lineTax: readonly number[]): number[] {
  if (quote.addedTaxCents === 0) return lineTax.map(() => 0)
  if (quote.includedTaxCents === 0) return [...lineTax]
  // Some rules include tax in prices and some add it: the added share, spread by each line's tax.
  const share = Math.round(
    (lineTax.reduce((sum, tax) => sum + tax, 0) * quote.addedTaxCents) / quote.taxCents,
  )
  return prorate(share, [...lineTax])
}
