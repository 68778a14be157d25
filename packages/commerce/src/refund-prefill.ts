/** A line of a placed order as a refund sees it. */
export interface RefundableLine {
  readonly quantity: number
  readonly refundedQuantity: number
  /** What the customer paid for the whole line: after discounts, with the tax added on it. */
  readonly paidCents: number
}

/** The customer's payment for the first `units` units of a line, rounded to the cent. */
function paidForUnits(line: RefundableLine, units: number): number {
  if (line.quantity <= 0) return 0
  return Math.round((line.paidCents * units) / line.quantity)
}

/**
 * What refunding `count` more units of a line gives back: their share of what the line was paid,
 * taken after the units refunded before, so refunding a line unit by unit gives back exactly what
 * it was paid, never more. A count beyond what is left counts what is left.
 */
export function lineRefundCents(line: RefundableLine, count: number): number {
  const left = Math.max(0, line.quantity - line.refundedQuantity)
  const units = Math.min(left, Math.max(0, Math.floor(count)))
  return (
    paidForUnits(line, line.refundedQuantity + units) - paidForUnits(line, line.refundedQuantity)
  )
}

/**
 * The amount a refund of the chosen lines starts at: what the customer paid for those units,
 * capped at what is left to refund on the order.
 */
export function refundPrefillCents(
  chosen: ReadonlyArray<{ line: RefundableLine; count: number }>,
  refundableCents: number,
): number {
  const sum = chosen.reduce((total, entry) => total + lineRefundCents(entry.line, entry.count), 0)
  return Math.max(0, Math.min(sum, refundableCents))
}
