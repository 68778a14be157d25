import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'
import { pageViewEventNames } from './census-hit.js'
import type { AnalyticsEventRow } from './ingest-queue.js'
import type { SiteDayCap } from './ingest-limits.js'

interface Counts {
  errors: number
  events: number
  readAt: number
  /** Once per site and day the cap is logged, not per refused row. */
  reported: boolean
}

/** How often the counts are read back from the database, taking in what other processes stored. */
const rereadEveryMs = 60_000
const forgetAfterMs = 10 * rereadEveryMs

/**
 * What one site may add per day (its own time zone): error rows after folding and named events.
 * The counts start from the database (so a restart does not reset them) and are read again every
 * minute (so several processes together stay near the cap; between two reads each may add what
 * its own count allows). Checking a row is synchronous: `ready` does the reading first.
 */
export function createSiteDayCaps(
  storage: Storage,
  caps: Record<SiteDayCap, number>,
  onCapped: (websiteId: string, day: string, cap: SiteDayCap) => void = () => {},
) {
  const counts = new Map<string, Counts>()
  const reading = new Map<string, Promise<void>>()

  async function read(websiteId: string, day: string, now: number): Promise<void> {
    const stored = await sql<{ errors: number | string; events: number | string }>`
      SELECT
        count(CASE WHEN kind = 'error' THEN 1 END) AS errors,
        count(CASE WHEN kind = 'event' AND name NOT IN (${sql.join(pageViewEventNames)}) THEN 1 END) AS events
      FROM analytics_events
      WHERE website_id = ${websiteId} AND day = ${day} AND kind IN ('error', 'event')`.execute(
      storage.db,
    )
    const row = stored.rows[0]
    const key = `${websiteId} ${day}`
    const known = counts.get(key)
    // Rows this process queued are not all stored yet: keep the larger count.
    counts.set(key, {
      errors: Math.max(known?.errors ?? 0, Number(row?.errors ?? 0)),
      events: Math.max(known?.events ?? 0, Number(row?.events ?? 0)),
      readAt: now,
      reported: known?.reported ?? false,
    })
    // Sites gone quiet (and past days) are read again if they come back.
    for (const [other, seen] of counts) if (now - seen.readAt > forgetAfterMs) counts.delete(other)
  }

  return {
    /** Reads the site's counts of the day when this process has none or they are a minute old. */
    async ready(websiteId: string, day: string, now: number): Promise<void> {
      const key = `${websiteId} ${day}`
      const known = counts.get(key)
      if (known !== undefined && now - known.readAt < rereadEveryMs) return
      let pending = reading.get(key)
      if (pending === undefined) {
        pending = read(websiteId, day, now).finally(() => reading.delete(key))
        reading.set(key, pending)
      }
      await pending
    },
    /** Counts one new row of `cap` for its site and day; false when the day's cap is reached. */
    admit(cap: SiteDayCap, row: AnalyticsEventRow): boolean {
      const key = `${row.websiteId} ${row.day}`
      const known = counts.get(key) ?? { errors: 0, events: 0, readAt: 0, reported: false }
      counts.set(key, known)
      if (known[cap] >= caps[cap]) {
        if (!known.reported) onCapped(row.websiteId, row.day, cap)
        known.reported = true
        return false
      }
      known[cap] += 1
      return true
    },
  }
}

export type SiteDayCaps = ReturnType<typeof createSiteDayCaps>
