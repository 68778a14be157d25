import { cardFailureMessage } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { OrderRow } from '../orders/order-queries.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { paymentAddressOf } from './payment-address.js'
import type { PaymentFailureCode, PaymentProvider, PaymentSource } from './payment-provider.js'

export type PaymentOutcome =
  | {
      ok: true
      /**
       * 'captured' when money moved; 'due' when it is paid later (offline); 'none' at 0 due;
       * 'pending' when the browser must still confirm it (Stripe) and the provider will tell.
       */
      status: 'captured' | 'due' | 'none' | 'pending'
      reference: string | null
      paymentToken: string | null
      cardLast4: string | null
      /** What the browser needs to confirm a pending session. */
      clientSecret?: string
    }
  | {
      ok: false
      message: string
      code: PaymentFailureCode
      /** The provider's failed session, when it made one (a renewal's PaymentIntent). */
      reference: string | null
    }

/**
 * Step 2, pay: opens the order's payment session and, when the provider authorized it at once,
 * captures it. Runs with no database transaction open (a slow provider must not hold stock
 * locks). The keys derive from the order id, so a retry of the step never charges twice. A
 * capture that fails lets the authorization go (cancel) before the error goes on.
 */
export async function takePayment(
  provider: PaymentProvider,
  order: OrderRow,
  source: PaymentSource,
  savePaymentMethod: boolean,
  /** What the provider keys derive from: the order, or a renewal's claim. */
  keyPrefix: string = order.id,
  /** A renewal: the saved token charged without the shopper. */
  offSession = false,
): Promise<PaymentOutcome> {
  if (order.amountDueCents === 0 && !savePaymentMethod) {
    return { ok: true, status: 'none', reference: null, paymentToken: null, cardLast4: null }
  }
  const session = await provider.initiate({
    amountCents: order.amountDueCents,
    currency: order.currency,
    orderReference: order.id,
    idempotencyKey: `${keyPrefix}:authorize`,
    customer: { email: order.email },
    source,
    ...paymentAddressOf(order.document),
    savePaymentMethod,
    ...(offSession ? { offSession } : {}),
  })
  if (session.status === 'failed' || session.status === 'cancelled') {
    return {
      ok: false,
      message: session.failure?.message ?? cardFailureMessage('declined'),
      code: session.failure?.code ?? 'declined',
      reference: session.reference === '' ? null : session.reference,
    }
  }
  const base = {
    reference: session.reference,
    paymentToken: session.paymentToken ?? null,
    cardLast4: session.cardLast4 ?? null,
  }
  if (!provider.settlesAtCheckout) return { ok: true, status: 'due', ...base }
  if (session.status === 'requires_action' || session.status === 'pending') {
    return {
      ok: true,
      status: 'pending',
      ...base,
      ...(session.clientSecret === undefined ? {} : { clientSecret: session.clientSecret }),
    }
  }
  if (session.status === 'captured') return { ok: true, status: 'captured', ...base }
  let captured
  try {
    captured = await provider.capture(session.reference, `${keyPrefix}:capture`)
  } catch (error) {
    // The authorization holds the buyer's money; let it go before the order is released.
    await provider.cancel(session.reference, `${keyPrefix}:void`)
    throw error
  }
  return { ok: true, status: 'captured', ...base, reference: captured.reference }
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
  const refunded = await provider.refund({
    reference: outcome.reference,
    amountCents: order.amountDueCents,
    idempotencyKey,
  })
  if (!refunded.ok)
    throw new Error(`the refund of order ${order.id} was refused: ${refunded.message}`)
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
