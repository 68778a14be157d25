import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { emitWebhook } from './emit-webhook.js'

/**
 * `product.stock_changed` for one variant, read after the change in the transaction that made it
 * (owner edits, checkout taking stock, stock given back). `before` when the writer knows it.
 */
export async function emitStockWebhook(
  trx: Kysely<Database>,
  variant: { websiteId: string; variantId?: string; sku?: string; before?: number },
  at: Date = new Date(),
): Promise<number> {
  return emitWebhook(trx, {
    websiteId: variant.websiteId,
    type: 'product.stock_changed',
    at,
    data: () => stockData(trx, variant),
  })
}

async function stockData(
  trx: Kysely<Database>,
  variant: { websiteId: string; variantId?: string; sku?: string; before?: number },
): Promise<Record<string, unknown> | undefined> {
  let query = trx
    .selectFrom('productVariants as v')
    .innerJoin('items as i', 'i.id', 'v.itemId')
    .select(['v.id', 'v.itemId', 'v.sku', 'v.qtyInStock', 'v.unlimited', 'i.title'])
    .where('v.websiteId', '=', variant.websiteId)
  if (variant.variantId !== undefined) query = query.where('v.id', '=', variant.variantId)
  else if (variant.sku !== undefined) query = query.where('v.sku', '=', variant.sku)
  else return undefined
  const row = await query.executeTakeFirst()
  if (row === undefined) return undefined
  return {
    productId: row.itemId,
    variantId: row.id,
    sku: row.sku,
    title: row.title,
    qtyInStock: row.qtyInStock,
    unlimited: row.unlimited === 1,
    ...(variant.before === undefined ? {} : { previousQtyInStock: variant.before }),
  }
}
