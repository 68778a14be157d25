import type { Kysely } from 'kysely'
import type { Flag } from '../storage/column-types.js'
import type { Database } from '../storage/database.js'

/** Migration 0115: which account holds which provider token, and its default. */
export type SavedCardsTables = {
  savedPaymentMethods: {
    id: string
    siteUserId: string
    websiteId: string
    /** 'test' | 'stripe' */
    provider: string
    token: string
    isDefault: Flag
    createdAt: string
  }
}

export function withSavedCardsTables(db: Kysely<Database>) {
  return db.withTables<SavedCardsTables>()
}
