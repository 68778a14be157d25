import { AtelierError } from '../../errors/atelier-error.js'
import type { PaymentProvider } from '../../payments/payment-provider.js'
import type { OrderRow } from '../../orders/order-queries.js'
import type { BackOfficeOrderDeps } from './back-office-order-deps.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'

/**
 * Gives `amountCents` back through the provider that took the order's payment, before any
 * database write (providers are called with no transaction open). The key names the refunded
 * total it starts from and the amount, so a double click or a retry never refunds twice, and a
 * different amount from the same total is never taken for (and answered as) an earlier refund.
 * Answers the provider's refund id (null when nothing went through the provider).
 */
export async function refundThroughProvider(
  deps: BackOfficeOrderDeps,
  order: Pick<OrderRow, 'id' | 'paymentProvider' | 'websiteId'> & { refundedCents: number },
  amountCents: number,
  reason?: string,
): Promise<string | null> {
  if (amountCents <= 0) return null
  const payment = await deps.storage.db
    .selectFrom('payments')
    .select(['providerReference'])
    .where('orderId', '=', order.id)
    .where('status', 'in', ['captured', 'refunded'])
    .orderBy('createdAt')
    .executeTakeFirst()
  const providers: Partial<Record<string, PaymentProvider>> = deps.providers
  const provider =
    order.paymentProvider === 'stripe'
      ? await deps.stripeFor?.(order.websiteId)
      : providers[order.paymentProvider]
  if (payment?.providerReference == null || provider === undefined) {
    throw new AtelierError('refund-failed', orderAdminStrings.refundFailed)
  }
  let refunded
  try {
    refunded = await provider.refund({
      reference: payment.providerReference,
      amountCents,
      idempotencyKey: `${order.id}:refund:${order.refundedCents}:${amountCents}`,
      ...(reason === undefined ? {} : { reason }),
    })
  } catch {
    throw new AtelierError('refund-failed', orderAdminStrings.refundFailed)
  }
  if (!refunded.ok) throw new AtelierError('refund-failed', orderAdminStrings.refundFailed)
  return refunded.refundId
}
