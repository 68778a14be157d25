import { AtelierError } from '../../errors/atelier-error.js'
import { loadOrderMailDetails } from '../../orders/order-mail-details.js'
import { shippedMail } from '../../mail/order-mails.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import type { BackOfficeOrderDeps } from './back-office-order-deps.js'
import { loadOrderForChange } from './load-order-for-change.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { addOrderEvent } from '../../orders/order-events.js'
import { orderStatusUrl } from '../../orders/order-status-url.js'

export interface FulfilInput {
  websiteId: string
  orderId: string
  /** Units shipped per line; every unit left to ship when absent. */
  lines?: Array<{ lineId: string; quantity: number }> | undefined
  carrier: string | null
  trackingNumber: string | null
  notifyCustomer: boolean
  actor: string
}

export interface FulfilResult {
  fulfillmentStatus: 'partial' | 'fulfilled'
  trackingNumber: string | null
  fulfilledAt: string | null
}

/** Units of a line still to ship: neither shipped already nor refunded. */
function leftToShip(line: {
  quantity: number
  fulfilledQuantity: number
  refundedQuantity: number
}) {
  return Math.max(0, line.quantity - line.fulfilledQuantity - line.refundedQuantity)
}

/**
 * Ships all or part of an order: the lines' shipped units rise, the order becomes `partial` or
 * `fulfilled`, the customer's shipped mail (with carrier and tracking number) is queued and the
 * timeline records it, in one transaction that only applies to the state it was decided from.
 */
export async function fulfilOrderLines(
  deps: BackOfficeOrderDeps,
  input: FulfilInput,
): Promise<FulfilResult> {
  const { storage } = deps
  const { order, lines, document } = await loadOrderForChange(
    storage,
    input.websiteId,
    input.orderId,
  )
  if (order.status !== 'paid' && order.status !== 'received') {
    throw new AtelierError('invalid-transition', orderAdminStrings.cannotFulfil)
  }
  const physical = lines.filter((line) => line.kind === 'physical')
  const byId = new Map(physical.map((line) => [line.id, line]))
  const shipping = new Map<string, number>()
  if (input.lines === undefined) {
    for (const line of physical) if (leftToShip(line) > 0) shipping.set(line.id, leftToShip(line))
  } else {
    for (const entry of input.lines) {
      const line = byId.get(entry.lineId)
      if (line === undefined) throw new AtelierError('invalid-input', orderAdminStrings.unknownLine)
      const quantity = (shipping.get(line.id) ?? 0) + entry.quantity
      if (quantity > leftToShip(line)) {
        throw new AtelierError('invalid-input', orderAdminStrings.tooManyToFulfil)
      }
      if (quantity > 0) shipping.set(line.id, quantity)
    }
  }
  if (shipping.size === 0) {
    throw new AtelierError('invalid-transition', orderAdminStrings.nothingToFulfil)
  }
  const complete = physical.every((line) => leftToShip(line) === (shipping.get(line.id) ?? 0))
  const fulfillmentStatus = complete ? 'fulfilled' : 'partial'
  const at = deps.now().toISOString()
  const details = await loadOrderMailDetails(storage.db, storage.dialect, { ...order, document })
  const items = [...shipping].map(([lineId, quantity]) => {
    const line = byId.get(lineId)
    const variant = line === undefined ? '' : (details.variants[line.position] ?? '')
    return { title: line?.title ?? '', quantity, ...(variant ? { variant } : {}) }
  })
  const statusUrl = await orderStatusUrl(storage, order)
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', order.websiteId)
    .executeTakeFirst()
  const trackingNumber = input.trackingNumber ?? order.trackingNumber
  await writeTransaction(storage, async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        fulfillmentStatus,
        trackingNumber,
        fulfilledAt: complete ? at : null,
        updatedAt: at,
      })
      .where('id', '=', order.id)
      .where('fulfillmentStatus', '=', order.fulfillmentStatus)
      .where('status', '=', order.status)
      .where('updatedAt', '=', order.updatedAt)
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) {
      throw new AtelierError('conflict', orderAdminStrings.changedMeanwhile)
    }
    for (const [lineId, quantity] of shipping) {
      await trx
        .updateTable('orderLines')
        .set((eb) => ({ fulfilledQuantity: eb('fulfilledQuantity', '+', quantity) }))
        .where('id', '=', lineId)
        .execute()
    }
    if (input.notifyCustomer) {
      await deps.mailer.send(
        shippedMail({
          websiteId: order.websiteId,
          siteTitle: site?.title ?? '',
          to: order.email,
          orderNumber: order.orderNumber,
          trackingNumber: input.trackingNumber,
          carrier: input.carrier,
          statusUrl,
          shippedAt: at,
          details,
          ...(complete && order.fulfillmentStatus === 'unfulfilled' ? {} : { items }),
        }),
        trx,
      )
    }
    await addOrderEvent(trx, storage.dialect, {
      orderId: order.id,
      kind: 'fulfilled',
      message: orderAdminStrings.fulfilled,
      data: {
        lines: items,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        customerNotified: input.notifyCustomer,
      },
      actor: input.actor,
      at,
    })
  })
  return { fulfillmentStatus, trackingNumber, fulfilledAt: complete ? at : null }
}
