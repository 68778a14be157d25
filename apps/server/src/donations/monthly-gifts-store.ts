import { nextBillingDate } from '@atelier/commerce'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../storage/database.js'
import type { MonthlyGiftsTable } from '../storage/tables/monthly-gift-tables.js'

export type MonthlyGiftRow = Selectable<MonthlyGiftsTable>

const month = { unit: 'MONTH', value: 1 } as const

/** When the gift's month number `months` (0 = the first gift) is charged. */
export function monthlyChargeDate(startedAt: string, months: number): string {
  return nextBillingDate(new Date(startedAt), month, months).toISOString()
}

export function findMonthlyGift(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<MonthlyGiftRow | undefined> {
  return db
    .selectFrom('monthlyGifts')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/** A site's monthly gifts, newest first (the back office shows each with its state). */
export function listMonthlyGifts(
  db: Kysely<Database>,
  websiteId: string,
  limit: number,
): Promise<MonthlyGiftRow[]> {
  return db
    .selectFrom('monthlyGifts')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('status', '!=', 'pending')
    .orderBy('startedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/**
 * Stops a monthly gift (the giver's signed link, or the owner): no charge after this. True when it
 * was going on (active or failed) and is cancelled now; a second cancel changes nothing.
 */
export async function cancelMonthlyGift(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('monthlyGifts')
    .set({ status: 'cancelled', cancelledAt: at.toISOString() })
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .where('status', 'in', ['active', 'failed', 'pending'])
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
