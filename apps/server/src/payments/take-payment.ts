import type { Kysely } from 'kysely'
import type { OrderRow } from '../orders/order-queries.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { PaymentProvider, PaymentSource } from './payment-provider.js'

export type PaymentOutcome =
  | {
      ok: true
      /** 'captured' when money moved; 'due' when it is paid later (offline); 'none' at 0 due. */
      status: 'captured' | 'due' | 'none'
      reference: string | null
      paymentToken: string | null
      cardLast4: string | null
    }
  | { ok: false; message: string }

/**
 * Step 2, pay: runs with no database transaction open (a slow provider must not hold stock
 * locks). The keys derive from the order id, so a retry of the step never charges twice.
 */
export async function takePayment(
  provider: PaymentProvider,
  order: OrderRow,
  source: PaymentSource,
  savePaymentMethod: boolean,
  /** What the provider keys derive from: the order, or a renewal's claim. */
  keyPrefix: string = order.id,
): Promise<PaymentOutcome> {
  if (order.amountDueCents === 0 && !savePaymentMethod) {
    return { ok: true, status: 'none', reference: null, paymentToken: null, cardLast4: null }
  }
  const authorized = await provider.authorize({
    amountCents: order.amountDueCents,
    currency: order.currency,
    idempotencyKey: `${keyPrefix}:authorize`,
    source,
    savePaymentMethod,
  })
  if (!authorized.ok) return { ok: false, message: authorized.message }
  const base = {
    paymentToken: authorized.paymentToken ?? null,
    cardLast4: authorized.cardLast4 ?? null,
  }
  if (!provider.settlesAtCheckout) {
    return { ok: true, status: 'due', reference: authorized.authorizationId, ...base }
  }
  let captured
  try {
    captured = await provider.capture(authorized.authorizationId, `${keyPrefix}:capture`)
  } catch (error) {
    // The authorization holds the buyer's money; let it go before the order is released.
    await provider.refund(authorized.authorizationId, order.amountDueCents, `${keyPrefix}:void`)
    throw error
  }
  return { ok: true, status: 'captured', reference: captured.reference, ...base }
}

/**
 * The undo of `takePayment`: gives the money back when the order cannot be confirmed, and records
 * the refund in `payments` (once: the row shares the provider call's idempotency key).
 */
export async function refundPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  order: OrderRow,
  outcome: PaymentOutcome,
  now: Date,
  charge: { keyPrefix?: string; subscriptionId?: string } = {},
): Promise<void> {
  if (!outcome.ok || outcome.status !== 'captured' || outcome.reference === null) return
  const idempotencyKey = `${charge.keyPrefix ?? order.id}:refund`
  await provider.refund(outcome.reference, order.amountDueCents, idempotencyKey)
  await db
    .insertInto('payments')
    .values({
      id: newId(),
      orderId: order.id,
      subscriptionId: charge.subscriptionId ?? null,
      provider: provider.name,
      status: 'refunded',
      amountCents: order.amountDueCents,
      currency: order.currency,
      providerReference: outcome.reference,
      cardLast4: outcome.cardLast4,
      idempotencyKey,
      createdAt: now.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
}
