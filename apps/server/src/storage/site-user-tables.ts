import type { Kysely } from 'kysely'
import type { Database } from './database.js'

/** The tables of migration 0009 (site users), known only to the code that uses them. */
export type SiteUserTables = {
  siteUsers: {
    id: string
    websiteId: string
    /** Trimmed and lower-cased; unique per website. */
    email: string
    passwordHash: string
    createdAt: string
  }
  siteUserSessions: {
    /** SHA-256 of the cookie token. */
    id: string
    siteUserId: string
    websiteId: string
    createdAt: string
    expiresAt: string
  }
}

export function withSiteUserTables(db: Kysely<Database>) {
  return db.withTables<SiteUserTables>()
}
