import type { Storage } from '../storage/open-storage.js'
import type { OnStockChanged } from './stock-change.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { emitStockWebhook } from '../webhooks/stock-webhooks.js'

export type SetStockOutcome =
  | { ok: true; itemId: string; sku: string; qtyInStock: number; noticesQueued: number }
  | { ok: false; code: 'not-found' }

/** The owner sets a variant's stock; a rise from zero sends the restock notices. */
export async function setVariantStock(
  deps: { storage: Storage; onStockChanged: OnStockChanged },
  input: { websiteId: string; itemId: string; sku: string; qtyInStock: number },
): Promise<SetStockOutcome> {
  const change = await writeTransaction(deps.storage, async (trx) => {
    const row = await trx
      .selectFrom('productVariants')
      .select(['id', 'qtyInStock'])
      .where('websiteId', '=', input.websiteId)
      .where('itemId', '=', input.itemId)
      .where('sku', '=', input.sku)
      .executeTakeFirst()
    if (row === undefined) return undefined
    await trx
      .updateTable('productVariants')
      .set({ qtyInStock: input.qtyInStock })
      .where('id', '=', row.id)
      .where('websiteId', '=', input.websiteId)
      .execute()
    await emitStockWebhook(trx, {
      websiteId: input.websiteId,
      variantId: row.id,
      before: row.qtyInStock,
    })
    return { variantId: row.id, before: row.qtyInStock }
  })
  if (change === undefined) return { ok: false, code: 'not-found' }
  const noticesQueued = await deps.onStockChanged(
    input.websiteId,
    change.variantId,
    change.before,
    input.qtyInStock,
  )
  return {
    ok: true,
    itemId: input.itemId,
    sku: input.sku,
    qtyInStock: input.qtyInStock,
    noticesQueued,
  }
}
