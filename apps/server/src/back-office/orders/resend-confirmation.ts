import { AtelierError } from '../../errors/atelier-error.js'
import { loadOrderMailDetails } from '../../orders/order-mail-details.js'
import { orderConfirmationMail } from '../../mail/order-mails.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import type { BackOfficeOrderDeps } from './back-office-order-deps.js'
import { loadOrderForChange } from './load-order-for-change.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { addOrderEvent } from '../../orders/order-events.js'
import { orderStatusUrl } from '../../orders/order-status-url.js'

/**
 * Queues the order confirmation again, with links from the site's primary domain. Downloads are
 * not repeated: their links live on the order status page the mail links to.
 */
export async function resendConfirmation(
  deps: BackOfficeOrderDeps,
  input: { websiteId: string; orderId: string; actor: string },
): Promise<void> {
  const { storage } = deps
  const { order, lines, document } = await loadOrderForChange(
    storage,
    input.websiteId,
    input.orderId,
  )
  if (!['paid', 'received', 'cancelled'].includes(order.status)) {
    throw new AtelierError('invalid-transition', orderAdminStrings.cannotResend)
  }
  const statusUrl = await orderStatusUrl(storage, order)
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', order.websiteId)
    .executeTakeFirst()
  const details = await loadOrderMailDetails(storage.db, storage.dialect, { ...order, document })
  const at = deps.now().toISOString()
  await writeTransaction(storage, async (trx) => {
    await deps.mailer.send(
      orderConfirmationMail({
        websiteId: order.websiteId,
        siteTitle: site?.title ?? '',
        to: order.email,
        orderNumber: order.orderNumber,
        currency: order.currency,
        lines,
        grandTotalCents: order.grandTotalCents,
        amountDueCents: order.amountDueCents,
        statusUrl,
        paymentDue: order.status === 'received',
        downloads: [],
        details,
      }),
      trx,
    )
    await addOrderEvent(trx, storage.dialect, {
      orderId: order.id,
      kind: 'confirmation-resent',
      message: orderAdminStrings.confirmationResent,
      data: { to: order.email },
      actor: input.actor,
      at,
    })
  })
}
