import type { Mailer } from '../mail/mailer.js'
import { orderAdminStrings } from './order-admin-strings.js'
import { addOrderEvent } from './order-events.js'
import type { Storage } from '../storage/open-storage.js'
import type { OrderDocument } from './order-document.js'
import { loadOrderMailDetails } from './order-mail-details.js'
import { shippedMail } from '../mail/order-mails.js'
import { findOrder } from './order-queries.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'
import { orderStrings } from '../errors/order-failure.js'
import { orderStatusUrl } from './order-status-url.js'

export interface Fulfillment {
  fulfillmentStatus: 'fulfilled'
  trackingNumber: string | null
  fulfilledAt: string
}

export type FulfillResult =
  ({ ok: true } & Fulfillment) | Failure<'not-found' | 'invalid-transition'>

export const fulfillmentStrings = {
  notRequired: 'This order has nothing to ship.',
  alreadyFulfilled: 'This order has already been fulfilled.',
  notPlaced: 'This order has not been placed.',
} as const

/**
 * The owner marks an order shipped: `unfulfilled` → `fulfilled`, and the customer gets a shipped
 * mail through the outbox in the same transaction (so the mail is queued exactly when the state
 * changes, once).
 */
export async function fulfillOrder(
  deps: { storage: Storage; mailer: Mailer },
  input: { websiteId: string; orderId: string; trackingNumber: string | null; now: Date },
): Promise<FulfillResult> {
  const { storage } = deps
  const order = await findOrder(storage.db, input.orderId)
  if (order === undefined || order.websiteId !== input.websiteId) {
    return failure('not-found', orderStrings.orderNotFound)
  }
  const refused = refusal(order.status, order.fulfillmentStatus)
  if (refused !== undefined) return failure('invalid-transition', refused)

  const fulfilledAt = input.now.toISOString()
  const statusUrl = await orderStatusUrl(storage, order)
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', order.websiteId)
    .executeTakeFirst()
  const details = await loadOrderMailDetails(storage.db, storage.dialect, {
    ...order,
    document: storage.dialect.decodeJson<OrderDocument>(order.document),
  })
  const changed = await writeTransaction(storage, async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        fulfillmentStatus: 'fulfilled',
        trackingNumber: input.trackingNumber,
        fulfilledAt,
        updatedAt: fulfilledAt,
      })
      .where('id', '=', order.id)
      .where('fulfillmentStatus', '=', 'unfulfilled')
      .where('status', 'in', ['paid', 'received'])
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) return false
    await trx
      .updateTable('orderLines')
      .set((eb) => ({ fulfilledQuantity: eb.ref('quantity') }))
      .where('orderId', '=', order.id)
      .where('kind', '=', 'physical')
      .execute()
    await addOrderEvent(trx, storage.dialect, {
      orderId: order.id,
      kind: 'fulfilled',
      message: orderAdminStrings.fulfilled,
      data: { trackingNumber: input.trackingNumber },
      at: fulfilledAt,
    })
    await deps.mailer.send(
      shippedMail({
        websiteId: order.websiteId,
        siteTitle: site?.title ?? '',
        to: order.email,
        orderNumber: order.orderNumber,
        trackingNumber: input.trackingNumber,
        statusUrl,
        shippedAt: fulfilledAt,
        details,
      }),
      trx,
    )
    return true
  })
  if (!changed) {
    // Another request fulfilled it between the read and the update.
    return failure('invalid-transition', fulfillmentStrings.alreadyFulfilled)
  }
  return {
    ok: true,
    fulfillmentStatus: 'fulfilled',
    trackingNumber: input.trackingNumber,
    fulfilledAt,
  }
}

function refusal(status: string, fulfillmentStatus: string): string | undefined {
  if (status !== 'paid' && status !== 'received') return fulfillmentStrings.notPlaced
  if (fulfillmentStatus === 'not-required') return fulfillmentStrings.notRequired
  if (fulfillmentStatus === 'fulfilled') return fulfillmentStrings.alreadyFulfilled
  return undefined
}
