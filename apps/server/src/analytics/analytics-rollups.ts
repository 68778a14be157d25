import type { Storage } from '../storage/open-storage.js'
import { rollupDay } from './rollup-day.js'
import type { VisitorSalts } from './visitor-salts.js'

const dayMs = 86_400_000

/**
 * The worker step: rolls up every site-day that received events in the last two days, deletes raw
 * events older than the retention period, and deletes visitor salts older than yesterday.
 */
export async function runAnalyticsRollups(
  storage: Storage,
  salts: VisitorSalts,
  input: { now: Date; retentionDays: number },
): Promise<number> {
  const since = new Date(input.now.getTime() - 2 * dayMs).toISOString()
  const due = await storage.db
    .selectFrom('analyticsEvents')
    .select(['websiteId', 'day'])
    .where('at', '>=', since)
    .distinct()
    .execute()
  for (const { websiteId, day } of due) await rollupDay(storage, websiteId, day)
  const cutoff = new Date(input.now.getTime() - input.retentionDays * dayMs).toISOString()
  await storage.db.deleteFrom('analyticsEvents').where('at', '<', cutoff).execute()
  await salts.deleteBefore(new Date(input.now.getTime() - dayMs).toISOString().slice(0, 10))
  return due.length
}
