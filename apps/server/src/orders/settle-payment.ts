import { siteBaseUrl } from '../mail/site-base-url.js'
import type { PaymentProvider, PaymentSession } from '../payments/payment-provider.js'
import { paymentStrings } from '../payments/payment-strings.js'
import { loadCheckoutSettings } from '../sites/checkout-settings.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { orderStrings } from '../errors/order-failure.js'
import { confirmOrder } from './confirm-order.js'
import type { OrderDeps } from './order-deps.js'
import type { OrderDocument } from './order-document.js'
import { addOrderEvent } from './order-events.js'
import { findOrder } from './order-queries.js'
import type { OrderRow } from './order-queries.js'
import { orderLinkSecret, orderToken } from './order-token.js'
import { orderStatusPath } from './order-urls.js'
import { releaseOrder } from './release-order.js'
import { newId } from '../storage/new-id.js'
import { renewalClaimOf, settleRenewal } from './subscriptions/settle-renewal.js'

export type SettleOutcome =
  'paid' | 'still-pending' | 'released' | 'refunded-late' | 'mismatch' | 'already-settled'

/** The payment session a pending order waits on (written when the session was opened). */
export async function pendingSessionOf(
  deps: Pick<OrderDeps, 'storage'>,
  orderId: string,
): Promise<{ provider: string; reference: string } | undefined> {
  const row = await deps.storage.db
    .selectFrom('payments')
    .select(['provider', 'providerReference'])
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row?.providerReference == null
    ? undefined
    : { provider: row.provider, reference: row.providerReference }
}

/** Writes down the session a pending order waits on (once: the key names the order). */
export async function recordPendingSession(
  deps: Pick<OrderDeps, 'storage' | 'now'>,
  order: OrderRow,
  provider: string,
  reference: string,
): Promise<void> {
  await deps.storage.db
    .insertInto('payments')
    .values({
      id: newId(),
      orderId: order.id,
      subscriptionId: null,
      provider,
      status: 'pending',
      amountCents: order.amountDueCents,
      currency: order.currency,
      providerReference: reference,
      cardLast4: null,
      idempotencyKey: `${order.id}:session`,
      createdAt: deps.now().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/**
 * Settles an order from what the provider says of its session (a retrieval, never the browser's
 * word, and never an event's payload alone): a captured session whose amount and currency are the
 * order's confirms it (paid, mails, stock kept); a cancelled one releases it; a captured session
 * whose order was released meanwhile is refunded in full (money goes back at most as it came in);
 * anything else leaves it pending. Safe to run any number of times, in any order.
 */
export async function settlePayment(
  deps: OrderDeps,
  provider: PaymentProvider,
  orderId: string,
  session: PaymentSession,
  options: { expired?: boolean } = {},
): Promise<SettleOutcome> {
  const order = await findOrder(deps.storage.db, orderId)
  if (order === undefined) return 'mismatch'
  if (session.status === 'captured') {
    if (session.amountCents !== order.amountDueCents || session.currency !== order.currency) {
      deps.logError?.(
        new Error(paymentStrings.amountMismatch),
        `payment ${session.reference} does not match order ${order.id}`,
      )
      return 'mismatch'
    }
    if (order.status === 'pending') {
      // A renewal paid through the dunning link renews its subscription instead.
      const confirmed =
        renewalClaimOf(order) === undefined
          ? await confirmPending(deps, order, session)
          : await settleRenewal(deps, provider, order, session)
      if (confirmed) return 'paid'
    }
    const current = await findOrder(deps.storage.db, orderId)
    if (current?.status === 'failed') {
      // Paid after the reservation was let go: the money goes back, once (the key names the order).
      const refunded = await provider.refund({
        reference: session.reference,
        amountCents: session.amountCents - (session.refundedCents ?? 0),
        idempotencyKey: `${order.id}:late-refund`,
      })
      if (refunded.ok || refunded.code === 'refund-exceeds-capture') return 'refunded-late'
      throw new Error(`the late payment of order ${order.id} could not be refunded`)
    }
    return 'already-settled'
  }
  if (order.status !== 'pending') return 'already-settled'
  if (session.status === 'cancelled') {
    await releaseOrder(
      deps.storage,
      order.id,
      { code: 'payment-declined', message: orderStrings.paymentFailed },
      deps.now(),
    )
    return 'released'
  }
  if (options.expired === true && session.status !== 'pending') {
    // The reservation ran out before the shopper paid: void the session, then let the stock go.
    await provider.cancel(session.reference, `${order.id}:expire`)
    const after = await provider.retrieve(session.reference)
    if (after.status === 'captured') return settlePayment(deps, provider, orderId, after)
    await releaseOrder(
      deps.storage,
      order.id,
      { code: 'reservation-expired', message: orderStrings.reservationExpired },
      deps.now(),
    )
    return 'released'
  }
  return 'still-pending'
}

async function confirmPending(
  deps: OrderDeps,
  order: OrderRow,
  session: PaymentSession,
): Promise<boolean> {
  const site = await deps.storage.db
    .selectFrom('websites')
    .select(['id', 'title', 'timeZone'])
    .where('id', '=', order.websiteId)
    .executeTakeFirstOrThrow()
  const baseUrl = await siteBaseUrl(deps.storage, order.websiteId)
  const token = orderToken(await orderLinkSecret(deps.storage.db), order.id)
  const settings = await loadCheckoutSettings(
    deps.storage.db,
    deps.storage.dialect,
    order.websiteId,
  )
  const confirmed = await confirmOrder(deps, {
    order: {
      ...order,
      document: deps.storage.dialect.decodeJson(order.document) as OrderDocument,
    },
    payment: {
      ok: true,
      status: 'captured',
      reference: session.reference,
      paymentToken: session.paymentToken ?? null,
      cardLast4: session.cardLast4 ?? null,
    },
    site: { id: site.id, title: site.title, ...(site.timeZone ? { timeZone: site.timeZone } : {}) },
    baseUrl,
    statusUrl: `${baseUrl}${orderStatusPath(token)}`,
    settings,
  })
  if (confirmed) {
    await writeTransaction(deps.storage, async (trx) => {
      await trx
        .updateTable('payments')
        .set({ status: 'settled' })
        .where('orderId', '=', order.id)
        .where('status', '=', 'pending')
        .execute()
      await addOrderEvent(trx, deps.storage.dialect, {
        orderId: order.id,
        kind: 'paid',
        message: 'Payment confirmed by the provider',
        data: { reference: session.reference },
        at: deps.now().toISOString(),
      })
    })
  }
  return confirmed
}

/**
 * Settles a pending order from its provider's word now (a shopper back from Stripe on the return
 * URL): retrieves the session and settles from it. Nothing happens for an order not waiting on a
 * provider, and a provider that cannot be reached leaves it pending.
 */
export async function settleFromProvider(
  deps: OrderDeps,
  order: { id: string; websiteId: string },
): Promise<void> {
  const session = await pendingSessionOf(deps, order.id)
  if (session?.provider !== 'stripe') return
  try {
    const provider = await deps.stripeFor?.(order.websiteId)
    if (provider === undefined) return
    await settlePayment(deps, provider, order.id, await provider.retrieve(session.reference))
  } catch (error) {
    deps.logError?.(error, `retrieving the payment of order ${order.id} failed`)
  }
}
