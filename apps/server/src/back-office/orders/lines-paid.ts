import { prorate } from '@atelier/commerce'
import type { OrderDocument } from '../../orders/order-document.js'

/**
 * What the customer paid for each line (in the order of their positions): as kept when the order
 * was placed, or, for orders placed before that was kept, the line's price less its share of the
 * order's discount.
 */
export function linesPaidCents(
  order: { discountCents: number },
  lines: ReadonlyArray<{ unitPriceCents: number; quantity: number }>,
  document: Pick<OrderDocument, 'linePaidCents'>,
): number[] {
  const totals = lines.map((line) => line.unitPriceCents * line.quantity)
  const shares = prorate(order.discountCents, totals)
  return totals.map(
    (total, position) => document.linePaidCents?.[position] ?? total - (shares[position] ?? 0),
  )
}
