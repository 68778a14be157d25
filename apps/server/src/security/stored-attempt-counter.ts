import { createHash } from 'node:crypto'
import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'
import type { AttemptCounter } from './attempt-counter.js'

/** Old windows are swept about once in this many counts, so keys never seen again do not pile up. */
const sweepEvery = 200

/**
 * Attempt counters in the `attempt_counters` table: one upsert per attempt opens a new window or
 * adds one to the current one and returns the total, atomically on SQLite and PostgreSQL alike.
 * Keys are stored as SHA-256 hashes: the table never holds an address or an email.
 */
export function createStoredAttemptCounter(storage: Storage): AttemptCounter {
  const db = storage.db
  let counted = 0
  return {
    async count(limit, key, now) {
      const keyHash = hashOf(key)
      const at = now.toISOString()
      const since = new Date(now.getTime() - limit.windowMs).toISOString()
      const expired = sql<boolean>`${sql.ref('attemptCounters.windowStart')} <= ${since}`
      const row = await db
        .insertInto('attemptCounters')
        .values({ bucket: limit.bucket, keyHash, windowStart: at, attempts: 1 })
        .onConflict((conflict) =>
          conflict.columns(['bucket', 'keyHash']).doUpdateSet({
            attempts: sql<number>`case when ${expired} then 1 else ${sql.ref('attemptCounters.attempts')} + 1 end`,
            windowStart: sql<string>`case when ${expired} then ${at} else ${sql.ref('attemptCounters.windowStart')} end`,
          }),
        )
        .returning('attempts')
        .executeTakeFirstOrThrow()
      counted += 1
      if (counted % sweepEvery === 0) {
        await db
          .deleteFrom('attemptCounters')
          .where('bucket', '=', limit.bucket)
          .where('windowStart', '<=', since)
          .execute()
      }
      return Number(row.attempts)
    },
    async forgive(limit, key) {
      await db
        .updateTable('attemptCounters')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('bucket', '=', limit.bucket)
        .where('keyHash', '=', hashOf(key))
        .where('attempts', '>', 0)
        .execute()
    },
    async close() {
      // The storage belongs to the app.
    },
  }
}

function hashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}
