import type { Kysely } from 'kysely'
import { createOutboxMailer } from '../../mail/mailer.js'
import { createStockChangeHandler } from '../../restock/stock-change.js'
import type { Database } from '../../storage/database.js'
import type { Storage } from '../../storage/open-storage.js'
import { emitStockWebhook } from '../../webhooks/stock-webhooks.js'

export interface StockReturn {
  websiteId: string
  variantId: string
  before: number
  after: number
}

/**
 * Puts units of a sold variant back, inside the caller's transaction, the way a released
 * reservation does. Answers the change for `announceStockReturns`, undefined when the variant is
 * gone.
 */
export async function returnStock(
  trx: Kysely<Database>,
  websiteId: string,
  sku: string,
  units: number,
): Promise<StockReturn | undefined> {
  const variant = await trx
    .updateTable('productVariants')
    .set((eb) => ({ qtyInStock: eb('qtyInStock', '+', units) }))
    .where('websiteId', '=', websiteId)
    .where('sku', '=', sku)
    .returning(['id', 'qtyInStock'])
    .executeTakeFirst()
  if (variant === undefined) return undefined
  const after = Number(variant.qtyInStock)
  await emitStockWebhook(trx, { websiteId, variantId: variant.id, before: after - units })
  return { websiteId, variantId: variant.id, before: after - units, after }
}

/** After the commit, as every stock writer does: a variant back from zero mails its sign-ups. */
export async function announceStockReturns(
  storage: Storage,
  now: () => Date,
  returns: readonly StockReturn[],
): Promise<void> {
  const onStockChanged = createStockChangeHandler({
    storage,
    mailer: createOutboxMailer(storage.db, now),
    now,
  })
  for (const change of returns) {
    await onStockChanged(change.websiteId, change.variantId, change.before, change.after)
  }
}
