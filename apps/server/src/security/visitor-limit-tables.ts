import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'

/** The tables of migration 0007 (visitor limits), known only to the code that uses them. */
export type VisitorLimitTables = {
  visitorRateHits: { bucket: string; keyHash: string; at: string }
  spentCaptchas: { signature: string; expiresAt: string }
}

export function withVisitorLimitTables(db: Kysely<Database>) {
  return db.withTables<VisitorLimitTables>()
}
