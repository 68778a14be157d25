/** What the owner reads in the orders list's payment column. */
export type PaymentStatus =
  'pending' | 'failed' | 'unpaid' | 'paid' | 'partially-refunded' | 'refunded' | 'voided'

export const paymentStatuses: readonly PaymentStatus[] = [
  'pending',
  'failed',
  'unpaid',
  'paid',
  'partially-refunded',
  'refunded',
  'voided',
]

/**
 * The payment state is derived from the order's status and its refunded total, never stored, so
 * it can never disagree with the money columns: an offline order awaiting payment is `unpaid`, a
 * cancelled one that had taken nothing is `voided`.
 */
export function paymentStatusOf(order: {
  status: string
  refundedCents: number
  grandTotalCents: number
}): PaymentStatus {
  if (order.status === 'pending' || order.status === 'failed') return order.status
  if (order.status === 'received') return 'unpaid'
  if (order.refundedCents > 0) {
    return order.refundedCents >= order.grandTotalCents ? 'refunded' : 'partially-refunded'
  }
  return order.status === 'cancelled' ? 'voided' : 'paid'
}
