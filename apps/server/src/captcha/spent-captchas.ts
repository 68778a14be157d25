import type { Storage } from '../storage/open-storage.js'
import { withVisitorLimitTables } from '../security/visitor-limit-tables.js'

/** Marks a solved challenge as used: true the first time, false for any reuse (even concurrent). */
export type SpendCaptcha = (signature: string, expiresAt: Date, now: Date) => Promise<boolean>

/** Spent challenge signatures live in the database until the challenge would have expired anyway. */
export function createStoredCaptchaSpender(storage: Storage): SpendCaptcha {
  const db = withVisitorLimitTables(storage.db)
  return async (signature, expiresAt, now) => {
    await db.deleteFrom('spentCaptchas').where('expiresAt', '<=', now.toISOString()).execute()
    const result = await db
      .insertInto('spentCaptchas')
      .values({ signature, expiresAt: expiresAt.toISOString() })
      .onConflict((conflict) => conflict.column('signature').doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1
  }
}
