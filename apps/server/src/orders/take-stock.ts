import type { CheckoutLine } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { DialectName } from '../storage/dialect.js'
import { lockRows } from '../storage/lock-rows.js'
import { emitStockWebhook } from '../webhooks/stock-webhooks.js'

export interface StockedLine extends CheckoutLine {
  /** Units taken from the variant's stock (0 when unlimited or not stocked). */
  stockTaken: number
}

/** Digital goods and gift cards are never sold out (SPEC §4), so they take no stock. */
const stocked = new Set(['physical', 'service', 'unknown'])

/**
 * Checks and takes the stock of every line inside the caller's transaction: the variant rows are
 * locked (`FOR UPDATE`, in sku order so two orders never wait on each other in a cycle), then
 * each is decremented only if enough remains. Undefined when any line is short — the caller rolls
 * the whole transaction back, so nothing is taken.
 */
export async function takeStock(
  db: Kysely<Database>,
  dialect: DialectName,
  websiteId: string,
  lines: readonly CheckoutLine[],
): Promise<StockedLine[] | undefined> {
  const wanted = new Map<string, number>()
  for (const line of lines) {
    if (stocked.has(line.kind)) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.quantity)
  }
  const skus = [...wanted.keys()].sort()
  if (skus.length === 0) return lines.map((line) => ({ ...line, stockTaken: 0 }))

  const query = db
    .selectFrom('productVariants')
    .select(['sku', 'qtyInStock', 'unlimited'])
    .where('websiteId', '=', websiteId)
    .where('sku', 'in', skus)
    .orderBy('sku')
  const variants = new Map((await lockRows(query, dialect).execute()).map((row) => [row.sku, row]))

  const limited = new Set<string>()
  for (const sku of skus) {
    const variant = variants.get(sku)
    const quantity = wanted.get(sku) ?? 0
    if (variant === undefined) return undefined
    if (variant.unlimited === 1) continue
    if (variant.qtyInStock < quantity) return undefined
    // The condition repeats the check in the statement itself, so even a caller that forgot the
    // lock could not take stock below zero.
    const result = await db
      .updateTable('productVariants')
      .set((eb) => ({ qtyInStock: eb('qtyInStock', '-', quantity) }))
      .where('websiteId', '=', websiteId)
      .where('sku', '=', sku)
      .where('qtyInStock', '>=', quantity)
      .executeTakeFirst()
    if (result.numUpdatedRows !== 1n) return undefined
    await emitStockWebhook(db, { websiteId, sku, before: variant.qtyInStock })
    limited.add(sku)
  }
  return lines.map((line) => ({
    ...line,
    stockTaken: limited.has(line.sku) && stocked.has(line.kind) ? line.quantity : 0,
  }))
}
