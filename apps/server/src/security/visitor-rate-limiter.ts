import { createHash } from 'node:crypto'
import type { Storage } from '../storage/open-storage.js'
import { withVisitorLimitTables } from './visitor-limit-tables.js'

export interface RateLimit {
  /** Names the counter: `newsletter-visitor`, `restock-email`… */
  readonly bucket: string
  readonly max: number
  readonly windowMs: number
}

/** Counts hits per key (a visitor's address, a target email) against fixed limits. */
export interface VisitorRateLimiter {
  /** Records one hit of `key` and answers whether it is within the limit (a refused hit is not kept). */
  hit(limit: RateLimit, key: string, now: Date): Promise<boolean>
}

/**
 * Keeps the hits in the database, so every server process of an installation shares the counts;
 * two processes racing may each let one extra hit through, which a limit like this can afford.
 */
export function createStoredRateLimiter(storage: Storage): VisitorRateLimiter {
  const db = withVisitorLimitTables(storage.db)
  return {
    async hit(limit, key, now) {
      const keyHash = createHash('sha256').update(key).digest('hex')
      const since = new Date(now.getTime() - limit.windowMs).toISOString()
      // Sweeps the whole bucket, so hits of visitors who never come back do not pile up.
      await db
        .deleteFrom('visitorRateHits')
        .where('bucket', '=', limit.bucket)
        .where('at', '<=', since)
        .execute()
      const recent = await db
        .selectFrom('visitorRateHits')
        .select((eb) => eb.fn.countAll<number | string>().as('hits'))
        .where('bucket', '=', limit.bucket)
        .where('keyHash', '=', keyHash)
        .where('at', '>', since)
        .executeTakeFirstOrThrow()
      if (Number(recent.hits) >= limit.max) return false
      await db
        .insertInto('visitorRateHits')
        .values({ bucket: limit.bucket, keyHash, at: now.toISOString() })
        .execute()
      return true
    },
  }
}
