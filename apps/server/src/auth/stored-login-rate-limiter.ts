import { createHash } from 'node:crypto'
import { withVisitorLimitTables } from '../forms/visitor-limit-tables.js'
import type { Storage } from '../storage/open-storage.js'

/** Failed sign-ins per IP address and email within a sliding window, shared by every process. */
export interface StoredLoginRateLimiter {
  isBlocked(key: string, now: Date): Promise<boolean>
  recordFailure(key: string, now: Date): Promise<void>
  reset(key: string): Promise<void>
}

const bucket = 'login-failure'

/**
 * Keeps the failures in the database (the `visitor_rate_hits` table of the visitor limits), so N
 * server processes on one database still allow 5 attempts, not 5 × N. The key is stored as a
 * SHA-256: the table never holds an address or an email.
 */
export function createStoredLoginRateLimiter(
  storage: Storage,
  maxFailures = 5,
  windowMs = 15 * 60 * 1000,
): StoredLoginRateLimiter {
  const db = withVisitorLimitTables(storage.db)
  const hashOf = (key: string) => createHash('sha256').update(key).digest('hex')
  return {
    async isBlocked(key, now) {
      const since = new Date(now.getTime() - windowMs).toISOString()
      const recent = await db
        .selectFrom('visitorRateHits')
        .select((eb) => eb.fn.countAll<number | string>().as('failures'))
        .where('bucket', '=', bucket)
        .where('keyHash', '=', hashOf(key))
        .where('at', '>', since)
        .executeTakeFirstOrThrow()
      return Number(recent.failures) >= maxFailures
    },
    async recordFailure(key, now) {
      const keyHash = hashOf(key)
      const since = new Date(now.getTime() - windowMs).toISOString()
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('visitorRateHits')
          .where('bucket', '=', bucket)
          .where('keyHash', '=', keyHash)
          .where('at', '<=', since)
          .execute()
        await trx
          .insertInto('visitorRateHits')
          .values({ bucket, keyHash, at: now.toISOString() })
          .execute()
      })
    },
    async reset(key) {
      await db
        .deleteFrom('visitorRateHits')
        .where('bucket', '=', bucket)
        .where('keyHash', '=', hashOf(key))
        .execute()
    },
  }
}
