import { linkOrderCard } from '../saved-cards/link-order-card.js'
import { recordPlacedOrder } from './new-order-notice.js'
import { recordOrderEvents } from '../analytics/order-events.js'
import type { CheckoutSettings } from '../sites/checkout-settings.js'
import { loadStoreProducts } from '../commerce/product-queries.js'
import { downloadSecret } from '../downloads/download-link.js'
import { grantDownloads } from '../downloads/grant-downloads.js'
import { issueGiftCards } from '../gift-cards/issue-gift-cards.js'
import type { PaymentOutcome } from '../payments/take-payment.js'
import { createSubscription } from './subscriptions/create-subscription.js'
import { grantAreaMemberships } from './area-memberships.js'
import { newId } from '../storage/new-id.js'
import type { OrderDeps } from './order-deps.js'
import type { OrderDocument } from './order-document.js'
import { loadOrderMailDetails } from './order-mail-details.js'
import { orderConfirmationMail } from '../mail/order-mails.js'
import { listOrderLines } from './order-queries.js'
import type { OrderRow } from './order-queries.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { emitOrderWebhook } from '../webhooks/order-webhooks.js'

export interface ConfirmInput {
  order: OrderRow & { document: OrderDocument }
  payment: Extract<PaymentOutcome, { ok: true }>
  site: { id: string; title: string; timeZone?: string }
  baseUrl: string
  statusUrl: string
  settings: CheckoutSettings
  /** The buyer's experiment assignments (`name:variant|…`), kept with the purchase events. */
  experiments?: string
}

/**
 * Step 3, confirm: the pending order becomes paid (or received, for an offline payment) only if
 * it is still pending — a reservation the worker released meanwhile stays released and the caller
 * undoes the payment. In the same transaction: the payment row, the cart marked purchased, gift
 * cards issued (only once money arrived), the subscription started, download grants, and every mail queued.
 */
export async function confirmOrder(deps: OrderDeps, input: ConfirmInput): Promise<boolean> {
  const { storage } = deps
  const now = deps.now()
  const at = now.toISOString()
  const { order, payment } = input
  const secret = await downloadSecret(storage.db)
  return writeTransaction(storage, async (trx) => {
    const document: OrderDocument = { ...order.document, cardLast4: payment.cardLast4 }
    const status = payment.status === 'due' ? 'received' : 'paid'
    const confirmed = await trx
      .updateTable('orders')
      .set({
        status,
        reservedUntil: null,
        document: storage.dialect.encodeJson(document),
        updatedAt: at,
      })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (confirmed.numUpdatedRows !== 1n) return false
    // A card saved with the shopper's consent joins their account (placed signed in).
    if (payment.paymentToken !== null) await linkOrderCard(trx, order, payment.paymentToken, now)

    if (payment.status !== 'none') {
      await trx
        .insertInto('payments')
        .values({
          id: newId(),
          orderId: order.id,
          subscriptionId: null,
          provider: order.paymentProvider,
          status: payment.status,
          amountCents: order.amountDueCents,
          currency: order.currency,
          providerReference: payment.reference,
          cardLast4: payment.cardLast4,
          idempotencyKey: `${order.id}:payment`,
          createdAt: at,
        })
        .execute()
    }
    await trx
      .updateTable('carts')
      .set({ isPurchased: 1, orderId: order.id, updatedAt: at })
      .where('id', '=', order.cartId)
      .execute()

    const lines = await listOrderLines(trx, order.id)
    // The purchase is counted with the order itself, not by a visitor script that may be blocked,
    // and only once the provider confirmed the money: an order awaiting an offline payment counts
    // when marked paid (`mark-order-paid.ts`), a redirect method when its webhook or return settles it.
    if (status === 'paid') {
      await recordOrderEvents(trx, {
        order,
        lines,
        timeZone: input.site.timeZone,
        now,
        experiments: input.experiments ?? order.document.experiments ?? '',
      })
    }
    // A gift card is money: an order still awaiting its payment gets its cards when marked paid.
    if (status === 'paid') {
      await issueGiftCards(
        trx,
        deps.mailer,
        order,
        lines,
        { title: input.site.title, url: input.baseUrl, timeZone: input.site.timeZone },
        now,
      )
    }
    if (order.isSubscription === 1) {
      const products = await loadStoreProducts(
        trx,
        storage.dialect,
        order.websiteId,
        lines.map((line) => line.itemId),
        now,
        true,
      )
      for (const line of lines) {
        const plan = products.get(line.itemId)?.product.subscriptionPlan
        if (plan === undefined || plan === null) continue
        await createSubscription(trx, storage.dialect, {
          order,
          line,
          plan,
          paymentToken: payment.paymentToken,
          now,
        })
      }
    }
    // A member area's paywall opens only once the provider confirmed the money.
    if (status === 'paid') await grantAreaMemberships(trx, order, lines, now)
    const downloads = await grantDownloads(trx, {
      orderId: order.id,
      lines,
      secret,
      baseUrl: input.baseUrl,
      days: input.settings.downloadDays,
      maxDownloads: input.settings.maxDownloads,
      now,
    })
    await recordPlacedOrder(trx, deps, order, {
      siteTitle: input.site.title,
      paymentDue: payment.status === 'due',
      lines,
    })
    // Paid at checkout: the timeline has no separate entry, the automations get `order.paid`.
    if (status === 'paid') await emitOrderWebhook(trx, order.id, 'paid', at)
    await deps.mailer.send(
      orderConfirmationMail({
        websiteId: order.websiteId,
        siteTitle: input.site.title,
        to: order.email,
        orderNumber: order.orderNumber,
        currency: order.currency,
        lines,
        grandTotalCents: order.grandTotalCents,
        amountDueCents: order.amountDueCents,
        statusUrl: input.statusUrl,
        paymentDue: payment.status === 'due',
        downloads,
        details: await loadOrderMailDetails(trx, storage.dialect, { ...order, document }),
      }),
      trx,
    )
    return true
  })
}
