import { AtelierError } from '../../errors/atelier-error.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import type { BackOfficeOrderDeps } from './back-office-order-deps.js'
import { giveBackGiftCards } from './give-back-gift-cards.js'
import { loadOrderForChange } from './load-order-for-change.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { addOrderEvent } from '../../orders/order-events.js'
import { allocateRefund, refundableCents } from './refund-allocation.js'
import { refundThroughProvider } from './refund-through-provider.js'
import { announceStockReturns, returnStock } from './return-stock.js'
import type { StockReturn } from './return-stock.js'

export interface CancelResult {
  status: 'cancelled'
  refundedCents: number
  amountCents: number
  restockedUnits: number
}

/**
 * Cancels a placed order that has not shipped: everything still refundable goes back (provider
 * first, then gift cards), every unit it took from stock returns, a due offline payment is voided,
 * a subscription it started ends, and the timeline says so — all in one transaction after the
 * provider's refund, and only if the order did not change meanwhile.
 */
export async function cancelOrder(
  deps: BackOfficeOrderDeps,
  input: { websiteId: string; orderId: string; reason?: string | undefined; actor: string },
): Promise<CancelResult> {
  const { storage } = deps
  const { order, lines, document } = await loadOrderForChange(
    storage,
    input.websiteId,
    input.orderId,
  )
  if (order.status === 'cancelled') {
    throw new AtelierError('invalid-transition', orderAdminStrings.alreadyCancelled)
  }
  const shipped = lines.some((line) => line.fulfilledQuantity > 0)
  if ((order.status !== 'paid' && order.status !== 'received') || shipped) {
    throw new AtelierError('invalid-transition', orderAdminStrings.cannotCancel)
  }
  const amountCents = refundableCents(order)
  const allocation = allocateRefund(order, document.giftCards ?? [], amountCents)
  await refundThroughProvider(deps, order, allocation.providerCents)

  const at = deps.now().toISOString()
  const returns: StockReturn[] = []
  let restockedUnits = 0
  await writeTransaction(storage, async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({
        status: 'cancelled',
        cancelledAt: at,
        refundedCents: order.refundedCents + amountCents,
        updatedAt: at,
      })
      .where('id', '=', order.id)
      .where('status', '=', order.status)
      .where('refundedCents', '=', order.refundedCents)
      .where('fulfillmentStatus', '=', order.fulfillmentStatus)
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) {
      throw new AtelierError('conflict', orderAdminStrings.changedMeanwhile)
    }
    await giveBackGiftCards(trx, order.id, allocation.giftCards, at)
    for (const line of [...lines].sort((a, b) => a.sku.localeCompare(b.sku))) {
      const units = line.stockTaken - line.restockedQuantity
      if (units <= 0) continue
      await trx
        .updateTable('orderLines')
        .set({ restockedQuantity: line.stockTaken })
        .where('id', '=', line.id)
        .execute()
      const back = await returnStock(trx, order.websiteId, line.sku, units)
      if (back !== undefined) returns.push(back)
      restockedUnits += units
    }
    await trx
      .updateTable('payments')
      .set({ status: order.status === 'paid' ? 'refunded' : 'voided' })
      .where('orderId', '=', order.id)
      .where('status', 'in', ['captured', 'due'])
      .execute()
    await trx
      .updateTable('subscriptions')
      .set({ status: 'cancelled', endedAt: at, nextBillingAt: null, updatedAt: at })
      .where('orderId', '=', order.id)
      .where('status', 'in', ['active', 'past_due'])
      .execute()
    await addOrderEvent(trx, storage.dialect, {
      orderId: order.id,
      kind: 'cancelled',
      message: orderAdminStrings.cancelled,
      data: {
        amountCents,
        providerCents: allocation.providerCents,
        giftCardCents: amountCents - allocation.providerCents,
        restockedUnits,
        ...(input.reason === undefined || input.reason.trim() === ''
          ? {}
          : { reason: input.reason.trim() }),
      },
      actor: input.actor,
      at,
    })
  })
  await announceStockReturns(storage, deps.now, returns)
  return {
    status: 'cancelled',
    refundedCents: order.refundedCents + amountCents,
    amountCents,
    restockedUnits,
  }
}
