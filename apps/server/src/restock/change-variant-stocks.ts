import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'
import type { OnStockChanged } from './stock-change.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { emitStockWebhook } from '../webhooks/stock-webhooks.js'

/** One owner change of a variant's stock: a new count, a change by some units, or unlimited. */
export interface StockChange {
  variantId: string
  /** The new count (0 to 1,000,000). */
  set?: number
  /** Units to add (negative: remove); the count never drops below 0. */
  adjust?: number
  unlimited?: boolean
}

export interface ChangedStock {
  variantId: string
  itemId: string
  sku: string
  qtyInStock: number
  unlimited: boolean
}

export const MAX_STOCK = 1_000_000

/**
 * The owner's stock changes of the back office (inventory table, bulk set and adjust, product
 * editor): all in one transaction, then each variant's before and after goes to `onStockChanged`,
 * so a variant coming back from zero mails its restock sign-ups as the restock API's own update
 * does. Unknown variants of the site are skipped and left out of the answer.
 */
export async function changeVariantStocks(
  deps: { storage: Storage; onStockChanged: OnStockChanged },
  websiteId: string,
  changes: readonly StockChange[],
): Promise<ChangedStock[]> {
  const { storage } = deps
  const moves: { variantId: string; before: number; after: number }[] = []
  const changed = await writeTransaction(storage, async (trx) => {
    const out: ChangedStock[] = []
    for (const change of changes) {
      const before = await trx
        .selectFrom('productVariants')
        .select(['qtyInStock'])
        .where('websiteId', '=', websiteId)
        .where('id', '=', change.variantId)
        .executeTakeFirst()
      if (before === undefined) continue
      const pg = storage.dialect.name === 'postgres'
      const [larger, smaller] = pg ? ['GREATEST', 'LEAST'] : ['MAX', 'MIN']
      const adjusted =
        change.adjust === undefined
          ? undefined
          : sql<number>`${sql.raw(larger)}(0, ${sql.raw(smaller)}(${MAX_STOCK}, qty_in_stock + ${change.adjust}))`
      const qtyInStock = change.set ?? adjusted
      const row = await trx
        .updateTable('productVariants')
        .set({
          ...(qtyInStock === undefined ? {} : { qtyInStock }),
          ...(change.unlimited === undefined ? {} : { unlimited: change.unlimited ? 1 : 0 }),
        })
        .where('websiteId', '=', websiteId)
        .where('id', '=', change.variantId)
        .returning(['id', 'itemId', 'sku', 'qtyInStock', 'unlimited'])
        .executeTakeFirst()
      if (row === undefined) continue
      moves.push({ variantId: row.id, before: before.qtyInStock, after: row.qtyInStock })
      await emitStockWebhook(trx, { websiteId, variantId: row.id, before: before.qtyInStock })
      out.push({
        variantId: row.id,
        itemId: row.itemId,
        sku: row.sku,
        qtyInStock: row.qtyInStock,
        unlimited: Boolean(row.unlimited),
      })
    }
    return out
  })
  for (const move of moves) {
    await deps.onStockChanged(websiteId, move.variantId, move.before, move.after)
  }
  return changed
}
