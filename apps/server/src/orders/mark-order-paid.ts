import { recordOrderEvents } from '../analytics/order-events.js'
import { issueGiftCards } from '../gift-cards/issue-gift-cards.js'
import { grantAreaMemberships } from './area-memberships.js'
import type { Mailer } from '../mail/mailer.js'
import type { PaymentProvider, PaymentProviders } from '../payments/payment-provider.js'
import type { Storage } from '../storage/open-storage.js'
import { orderAdminStrings } from './order-admin-strings.js'
import { addOrderEvent } from './order-events.js'
import type { OrderDocument } from './order-document.js'
import { findOrder, listOrderLines } from './order-queries.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'
import { orderStrings } from '../errors/order-failure.js'

export type MarkPaidResult =
  | { ok: true; status: 'paid'; paymentStatus: 'captured' }
  | Failure<'not-found' | 'invalid-transition'>

export const markPaidStrings = {
  alreadyPaid: 'This order has already been paid.',
  notAwaitingPayment: 'This order is not awaiting payment.',
} as const

/**
 * The owner records an offline payment (pickup, bank transfer): the order's due payment is
 * captured through its provider and the order goes from `received` to `paid`, in one transaction
 * and only from `received`, so two clicks change it once. Its downloads open from then on, and
 * its gift cards are issued and mailed (links from the site's own address).
 */
export async function markOrderPaid(
  deps: { storage: Storage; providers: PaymentProviders; mailer: Mailer },
  input: {
    websiteId: string
    orderId: string
    now: Date
    site: { title: string; url: string; timeZone?: string }
  },
): Promise<MarkPaidResult> {
  const { storage } = deps
  const order = await findOrder(storage.db, input.orderId)
  if (order === undefined || order.websiteId !== input.websiteId) {
    return failure('not-found', orderStrings.orderNotFound)
  }
  if (order.status !== 'received') return refused(order.status)
  const due = await storage.db
    .selectFrom('payments')
    .select(['id', 'providerReference'])
    .where('orderId', '=', order.id)
    .where('status', '=', 'due')
    .executeTakeFirst()
  const providers: Partial<Record<string, PaymentProvider>> = deps.providers
  const provider = providers[order.paymentProvider]
  const captured =
    due?.providerReference != null && provider !== undefined
      ? await provider.capture(due.providerReference, `${order.id}:capture`)
      : undefined

  const changed = await writeTransaction(storage, async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: 'paid', updatedAt: input.now.toISOString() })
      .where('id', '=', order.id)
      .where('status', '=', 'received')
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) return false
    await addOrderEvent(trx, storage.dialect, {
      orderId: order.id,
      kind: 'paid',
      message: orderAdminStrings.paid,
      at: input.now.toISOString(),
    })
    if (due !== undefined) {
      await trx
        .updateTable('payments')
        .set({
          status: 'captured',
          providerReference: captured?.reference ?? due.providerReference,
        })
        .where('id', '=', due.id)
        .where('status', '=', 'due')
        .execute()
    }
    const lines = await listOrderLines(trx, order.id)
    // The purchase counts when the money arrived, not when the order was received unpaid.
    const document = storage.dialect.decodeJson(order.document) as OrderDocument
    await recordOrderEvents(trx, {
      order,
      lines,
      timeZone: input.site.timeZone,
      now: input.now,
      experiments: document.experiments ?? '',
    })
    await issueGiftCards(trx, deps.mailer, order, lines, input.site, input.now)
    await grantAreaMemberships(trx, order, lines, input.now)
    return true
  })
  // Another request marked it paid between the read and the update.
  if (!changed) return refused('paid')
  return { ok: true, status: 'paid', paymentStatus: 'captured' }
}

function refused(status: string): MarkPaidResult {
  return failure(
    'invalid-transition',
    status === 'paid' ? markPaidStrings.alreadyPaid : markPaidStrings.notAwaitingPayment,
  )
}
