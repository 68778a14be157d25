import type { Storage } from '../storage/open-storage.js'
import { newId } from '../storage/new-id.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { createStockChangeHandler } from '../restock/stock-change.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { emitStockWebhook } from '../webhooks/stock-webhooks.js'
import { giveBackOrderNumber } from './give-back-order-number.js'

/**
 * The undo of the reservation: in one transaction the pending order becomes failed, its stock
 * goes back, its gift card amounts return to their cards, its coupon uses are forgotten, its order
 * number is handed back when no later order took one, and the cart can be checked out again. Only
 * a pending order is released, so a release racing a confirmation (or a second release) changes
 * nothing.
 */
export async function releaseOrder(
  storage: Storage,
  orderId: string,
  reason: { code: string; message: string },
  now: Date,
): Promise<boolean> {
  const restored: { websiteId: string; variantId: string; before: number; after: number }[] = []
  const done = await writeTransaction(storage, async (trx) => {
    const at = now.toISOString()
    const released = await trx
      .updateTable('orders')
      .set({
        status: 'failed',
        failureCode: reason.code,
        failureMessage: reason.message,
        reservedUntil: null,
        updatedAt: at,
      })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .returning(['websiteId', 'cartId', 'orderNumber'])
      .executeTakeFirst()
    if (released === undefined) return false

    // Same lock order as the reservation: gift cards (by code), then variants (by sku).
    const spent = await trx
      .selectFrom('giftCardLedger')
      .innerJoin('giftCards', 'giftCards.id', 'giftCardLedger.giftCardId')
      .select(['giftCardLedger.giftCardId', 'giftCardLedger.amountCents'])
      .where('giftCardLedger.orderId', '=', orderId)
      .where('giftCardLedger.reason', '=', 'spent')
      .orderBy('giftCards.code')
      .execute()
    for (const entry of spent) {
      await trx
        .updateTable('giftCards')
        .set((eb) => ({ balanceCents: eb('balanceCents', '-', entry.amountCents) }))
        .where('id', '=', entry.giftCardId)
        .execute()
      await trx
        .insertInto('giftCardLedger')
        .values({
          id: newId(),
          giftCardId: entry.giftCardId,
          orderId,
          amountCents: -entry.amountCents,
          reason: 'released',
          createdAt: at,
        })
        .execute()
    }

    const taken = await trx
      .selectFrom('orderLines')
      .select(['sku'])
      .select((eb) => eb.fn.sum<number>('stockTaken').as('taken'))
      .where('orderId', '=', orderId)
      .where('stockTaken', '>', 0)
      .groupBy('sku')
      .orderBy('sku')
      .execute()
    for (const line of taken) {
      const variant = await trx
        .updateTable('productVariants')
        .set((eb) => ({ qtyInStock: eb('qtyInStock', '+', Number(line.taken)) }))
        .where('websiteId', '=', released.websiteId)
        .where('sku', '=', line.sku)
        .returning(['id', 'qtyInStock'])
        .executeTakeFirst()
      if (variant !== undefined) {
        const after = Number(variant.qtyInStock)
        const before = after - Number(line.taken)
        restored.push({ websiteId: released.websiteId, variantId: variant.id, before, after })
        await emitStockWebhook(trx, {
          websiteId: released.websiteId,
          variantId: variant.id,
          before,
        })
      }
    }

    await trx.deleteFrom('couponRedemptions').where('orderId', '=', orderId).execute()
    await trx
      .updateTable('carts')
      .set({ orderId: null })
      .where('id', '=', released.cartId)
      .where('orderId', '=', orderId)
      .execute()
    // Last, as in the reservation: the settings row's lock is the last one both take.
    await giveBackOrderNumber(trx, released.websiteId, orderId, released.orderNumber)
    return true
  })
  // After the commit, as every stock writer does: a variant back from zero mails its sign-ups.
  const onStockChanged = createStockChangeHandler({
    storage,
    mailer: createOutboxMailer(storage.db, () => now),
    now: () => now,
  })
  for (const change of restored) {
    await onStockChanged(change.websiteId, change.variantId, change.before, change.after)
  }
  return done
}
