import type { PaymentEventAction, PaymentProvider } from '../payments/payment-provider.js'
import { settleDonationFromProvider } from '../donations/settle-donation.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { addOrderEvent } from './order-events.js'
import type { OrderDeps } from './order-deps.js'
import { settlePayment } from './settle-payment.js'
import { newId } from '../storage/new-id.js'
import { disputeOpenedMail } from '../mail/dispute-mails.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import { orderAdminUrl, storeNotificationEmail } from './new-order-notice.js'
import { mailDates } from './subscriptions/mail-dates.js'

export type AppliedEvent = 'applied' | 'replayed' | 'ignored' | 'unknown-payment'

export const paymentEventStrings = {
  refundedAtProvider: 'Refund recorded by the payment provider',
  disputed: 'Payment disputed',
  disputeUpdated: 'Dispute updated',
  disputeClosed: 'Dispute closed',
} as const

/**
 * Applies a verified provider event to the order its payment belongs to, once: the event id is
 * recorded, so a replay is a no-op. The event's payload is a hint, never the truth: the session is
 * retrieved from the provider and the order settled from that (`settle-payment.ts`), so events
 * arriving out of order (a refund before the success) end in the same state. A refund made outside
 * Atelier (the provider's dashboard) is recorded once per refund id (refunds made through Atelier
 * are recorded by the back office); a dispute goes on the order's timeline with its amount, reason
 * and deadline.
 */
export async function applyPaymentEvent(
  deps: OrderDeps,
  provider: PaymentProvider,
  websiteId: string,
  action: PaymentEventAction,
): Promise<AppliedEvent> {
  const { db } = deps.storage
  const seen = await db
    .selectFrom('paymentEvents')
    .select('eventId')
    .where('provider', '=', provider.name)
    .where('eventId', '=', action.eventId)
    .executeTakeFirst()
  if (seen !== undefined) return 'replayed'

  const reference = action.kind === 'ignored' ? '' : action.reference
  const order =
    reference === ''
      ? undefined
      : await db
          .selectFrom('payments')
          .innerJoin('orders', 'orders.id', 'payments.orderId')
          .select(['orders.id', 'orders.status', 'orders.refundedCents', 'orders.amountDueCents'])
          .where('payments.provider', '=', provider.name)
          .where('payments.providerReference', '=', reference)
          .where('orders.websiteId', '=', websiteId)
          .executeTakeFirst()
  const at = deps.now().toISOString()
  const record = async (kind: string) => {
    await db
      .insertInto('paymentEvents')
      .values({
        provider: provider.name,
        eventId: action.eventId,
        websiteId,
        kind,
        reference,
        orderId: order?.id ?? null,
        receivedAt: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
  if (action.kind === 'ignored') {
    await record('ignored')
    return 'ignored'
  }
  if (order === undefined) {
    // Not an order's: a gift through a donation block is settled from the provider's word too.
    const donation =
      action.kind === 'paid' || action.kind === 'failed'
        ? await settleDonationFromProvider(deps, provider, websiteId, reference)
        : false
    await record(action.kind)
    return donation ? 'applied' : 'unknown-payment'
  }

  if (action.kind !== 'disputed') {
    const session = await provider.retrieve(reference)
    await settlePayment(deps, provider, order.id, session)
  }
  if (action.kind === 'refunded' && provider.listRefunds !== undefined) {
    // Refunds made through Atelier are recorded by the back office itself; a refund made
    // elsewhere (the provider's dashboard) is recorded here, once per refund id.
    const external = (await provider.listRefunds(reference)).filter((refund) => refund.external)
    for (const refund of external) {
      await recordExternalRefund(deps, order.id, provider.name, refund, action.eventId, at)
    }
  }
  if (action.kind === 'disputed') {
    const owner = action.change === 'created' ? await disputeNotice(deps, websiteId) : undefined
    await writeTransaction(deps.storage, async (trx) => {
      // The event's row first: of two deliveries at once, one writes the dispute down.
      const first = await trx
        .insertInto('paymentEvents')
        .values({
          provider: provider.name,
          eventId: action.eventId,
          websiteId,
          kind: action.kind,
          reference,
          orderId: order.id,
          receivedAt: at,
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
      if (first.numInsertedOrUpdatedRows !== 1n) return
      await addOrderEvent(trx, deps.storage.dialect, {
        orderId: order.id,
        kind: 'disputed',
        message:
          action.change === 'created'
            ? paymentEventStrings.disputed
            : action.change === 'closed'
              ? paymentEventStrings.disputeClosed
              : paymentEventStrings.disputeUpdated,
        data: {
          disputeId: action.disputeId,
          amountCents: action.amountCents,
          currency: action.currency,
          reason: action.reason,
          status: action.status,
          evidenceDueBy: action.evidenceDueBy,
        },
        at,
      })
      if (owner !== undefined) {
        const row = await trx
          .selectFrom('orders')
          .select(['orderNumber'])
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
        await deps.mailer.send(
          disputeOpenedMail({
            websiteId,
            siteTitle: owner.siteTitle,
            to: owner.to,
            orderNumber: row.orderNumber,
            amountCents: action.amountCents,
            currency: action.currency,
            reason: action.reason,
            evidenceDueBy: action.evidenceDueBy === null ? null : owner.words(action.evidenceDueBy),
            adminUrl: orderAdminUrl(owner.baseUrl, order.id),
          }),
          trx,
        )
      }
    })
  }
  await record(action.kind)
  return 'applied'
}

async function recordExternalRefund(
  deps: OrderDeps,
  orderId: string,
  providerName: string,
  refund: { id: string; amountCents: number },
  eventId: string,
  at: string,
): Promise<void> {
  await writeTransaction(deps.storage, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'currency', 'refundedCents'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    if (order.status !== 'paid') return
    const inserted = await trx
      .insertInto('payments')
      .values({
        id: newId(),
        orderId,
        subscriptionId: null,
        provider: providerName,
        status: 'refunded',
        amountCents: refund.amountCents,
        currency: order.currency,
        providerReference: refund.id,
        cardLast4: null,
        idempotencyKey: `${providerName}:refund:${refund.id}`,
        createdAt: at,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    if (inserted.numInsertedOrUpdatedRows !== 1n) return
    await trx
      .updateTable('orders')
      .set((eb) => ({ refundedCents: eb('refundedCents', '+', refund.amountCents), updatedAt: at }))
      .where('id', '=', orderId)
      .execute()
    await addOrderEvent(trx, deps.storage.dialect, {
      orderId,
      kind: 'refunded',
      message: paymentEventStrings.refundedAtProvider,
      data: {
        amountCents: refund.amountCents,
        providerCents: refund.amountCents,
        refundId: refund.id,
        eventId,
      },
      at,
    })
  })
}

/** Who hears of a new dispute (the store's notification address), and how dates are worded. */
async function disputeNotice(deps: OrderDeps, websiteId: string) {
  const { storage } = deps
  const to = await storeNotificationEmail(storage.db, storage, websiteId)
  if (to === undefined) return undefined
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  return {
    to,
    siteTitle: site?.title ?? '',
    baseUrl: await siteBaseUrl(storage, websiteId),
    words: await mailDates(storage, websiteId),
  }
}
