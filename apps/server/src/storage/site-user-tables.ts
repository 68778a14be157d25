import type { Kysely } from 'kysely'
import type { Database } from './database.js'

/** The tables of migrations 0009 and 0080 (site users), known only to the code that uses them. */
export type SiteUserTables = {
  siteUsers: {
    id: string
    websiteId: string
    /** Trimmed and lower-cased; unique per website. */
    email: string
    passwordHash: string
    createdAt: string
    /** When the address answered a verification link; null until then (migration 0080). */
    emailVerifiedAt: string | null
  }
  siteUserSessions: {
    /** SHA-256 of the cookie token. */
    id: string
    siteUserId: string
    websiteId: string
    createdAt: string
    expiresAt: string
  }
  siteUserTokens: {
    /** SHA-256 of the token in the mailed link. */
    id: string
    siteUserId: string
    websiteId: string
    purpose: string
    /** The address the link was mailed to (the new one for an email change). */
    email: string
    createdAt: string
    expiresAt: string
    /** A sign-up link's password hash, taken by the account when the link is opened. */
    passwordHash: string | null
    usedAt: string | null
  }
}

export function withSiteUserTables(db: Kysely<Database>) {
  return db.withTables<SiteUserTables>()
}
