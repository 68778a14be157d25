import { refundPrefillCents } from '@atelier/commerce'
import { AtelierError } from '../../errors/atelier-error.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import type { BackOfficeOrderDeps } from './back-office-order-deps.js'
import { giveBackGiftCards } from './give-back-gift-cards.js'
import { loadOrderForChange } from './load-order-for-change.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { addOrderEvent } from '../../orders/order-events.js'
import { allocateRefund, refundableCents } from './refund-allocation.js'
import { linesPaidCents } from './lines-paid.js'
import { refundThroughProvider } from './refund-through-provider.js'
import { announceStockReturns, returnStock } from './return-stock.js'
import { refundMail } from '../../mail/order-mails.js'
import type { StockReturn } from './return-stock.js'
import { orderStatusUrl } from '../../orders/order-status-url.js'

export interface RefundInput {
  websiteId: string
  orderId: string
  /** Units refunded per line, each optionally put back in stock. */
  lines: Array<{ lineId: string; quantity: number; restock: boolean }>
  /**
   * The amount; by default what the customer paid for the lines (after discounts, with their tax),
   * capped at what is left to refund.
   */
  amountCents?: number | undefined
  reason?: string | undefined
  actor: string
}

export interface RefundResult {
  refundedCents: number
  amountCents: number
  restockedUnits: number
}

/**
 * A full or partial refund, by line or by amount. The money goes back through the provider first
 * (outside any transaction), then one transaction records it: the refunded total (only if no
 * other refund landed meanwhile), the lines' refunded and restocked units, the stock put back, the
 * gift cards restored, the timeline entry (with the provider's refund id and the reason) and the
 * buyer's refund mail.
 */
export async function refundOrder(
  deps: BackOfficeOrderDeps,
  input: RefundInput,
): Promise<RefundResult> {
  const { storage } = deps
  const { order, lines, document } = await loadOrderForChange(
    storage,
    input.websiteId,
    input.orderId,
  )
  const refundable = refundableCents(order)
  if (refundable === 0) throw new AtelierError('invalid-transition', orderAdminStrings.cannotRefund)

  const byId = new Map(lines.map((line) => [line.id, line]))
  const wanted = new Map<string, { quantity: number; restock: boolean }>()
  for (const entry of input.lines) {
    const line = byId.get(entry.lineId)
    if (line === undefined) throw new AtelierError('invalid-input', orderAdminStrings.unknownLine)
    const quantity = (wanted.get(entry.lineId)?.quantity ?? 0) + entry.quantity
    if (quantity > line.quantity - line.refundedQuantity) {
      throw new AtelierError('invalid-input', orderAdminStrings.tooManyToRefund)
    }
    wanted.set(entry.lineId, { quantity, restock: entry.restock })
  }
  const paid = linesPaidCents(order, lines, document)
  const amountCents =
    input.amountCents ??
    refundPrefillCents(
      lines.flatMap((line, position) => {
        const entry = wanted.get(line.id)
        return entry === undefined
          ? []
          : [{ line: { ...line, paidCents: paid[position] ?? 0 }, count: entry.quantity }]
      }),
      refundable,
    )
  if (amountCents > refundable) {
    throw new AtelierError('invalid-input', orderAdminStrings.refundTooLarge)
  }
  if (amountCents === 0 && wanted.size === 0) {
    throw new AtelierError('invalid-input', orderAdminStrings.refundEmpty)
  }

  const allocation = allocateRefund(order, document.giftCards ?? [], amountCents)
  const reason =
    input.reason === undefined || input.reason.trim() === '' ? undefined : input.reason.trim()
  const refundId = await refundThroughProvider(deps, order, allocation.providerCents, reason)

  const at = deps.now().toISOString()
  const statusUrl = await orderStatusUrl(storage, order)
  const site = await storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', order.websiteId)
    .executeTakeFirst()
  const returns: StockReturn[] = []
  let restockedUnits = 0
  await writeTransaction(storage, async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ refundedCents: order.refundedCents + amountCents, updatedAt: at })
      .where('id', '=', order.id)
      .where('refundedCents', '=', order.refundedCents)
      .where('status', '=', order.status)
      .executeTakeFirst()
    if (updated.numUpdatedRows !== 1n) {
      throw new AtelierError('conflict', orderAdminStrings.changedMeanwhile)
    }
    await giveBackGiftCards(trx, order.id, allocation.giftCards, at)
    // Lines by sku, the lock order of every stock writer.
    const ordered = [...wanted].sort(([a], [b]) =>
      (byId.get(a)?.sku ?? '').localeCompare(byId.get(b)?.sku ?? ''),
    )
    for (const [lineId, entry] of ordered) {
      const line = byId.get(lineId)
      if (line === undefined) continue
      const units = entry.restock
        ? Math.min(entry.quantity, line.stockTaken - line.restockedQuantity)
        : 0
      const changed = await trx
        .updateTable('orderLines')
        .set((eb) => ({
          refundedQuantity: eb('refundedQuantity', '+', entry.quantity),
          restockedQuantity: eb('restockedQuantity', '+', units),
        }))
        .where('id', '=', lineId)
        .where('refundedQuantity', '=', line.refundedQuantity)
        .executeTakeFirst()
      if (changed.numUpdatedRows !== 1n) {
        throw new AtelierError('conflict', orderAdminStrings.changedMeanwhile)
      }
      if (units > 0) {
        const back = await returnStock(trx, order.websiteId, line.sku, units)
        if (back !== undefined) returns.push(back)
        restockedUnits += units
      }
    }
    if (allocation.providerCents > 0 && amountCents === refundable) {
      await trx
        .updateTable('payments')
        .set({ status: 'refunded' })
        .where('orderId', '=', order.id)
        .where('status', '=', 'captured')
        .execute()
    }
    await addOrderEvent(trx, storage.dialect, {
      orderId: order.id,
      kind: 'refunded',
      message: orderAdminStrings.refunded,
      data: {
        amountCents,
        providerCents: allocation.providerCents,
        giftCardCents: amountCents - allocation.providerCents,
        restockedUnits,
        lines: [...wanted].map(([lineId, entry]) => ({
          title: byId.get(lineId)?.title ?? '',
          quantity: entry.quantity,
          restock: entry.restock,
        })),
        ...(refundId === null ? {} : { refundId }),
        ...(reason === undefined ? {} : { reason }),
      },
      actor: input.actor,
      at,
    })
    // The buyer hears of it: how much, where it goes, and why.
    await deps.mailer.send(
      refundMail({
        websiteId: order.websiteId,
        siteTitle: site?.title ?? '',
        to: order.email,
        orderNumber: order.orderNumber,
        currency: order.currency,
        amountCents,
        providerCents: allocation.providerCents,
        reason: reason ?? null,
        statusUrl,
        testMode: order.testMode === 1,
      }),
      trx,
    )
  })
  await announceStockReturns(storage, deps.now, returns)
  return { refundedCents: order.refundedCents + amountCents, amountCents, restockedUnits }
}
