import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'

/** 'Remember me' keeps a visitor signed in for 30 days; otherwise for one day at most. */
export const rememberedSessionMs = 30 * 24 * 60 * 60 * 1000
export const browserSessionMs = 24 * 60 * 60 * 1000

function storedId(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Opens a session and returns the cookie token; only its hash is stored. */
export async function createSiteUserSession(
  storage: Storage,
  session: { siteUserId: string; websiteId: string; now: Date; lifetimeMs: number },
): Promise<string> {
  const db = withSiteUserTables(storage.db)
  const token = randomBytes(32).toString('base64url')
  // Sign-in is rare enough to sweep expired sessions here instead of in a timer.
  await db
    .deleteFrom('siteUserSessions')
    .where('expiresAt', '<=', session.now.toISOString())
    .execute()
  await db
    .insertInto('siteUserSessions')
    .values({
      id: storedId(token),
      siteUserId: session.siteUserId,
      websiteId: session.websiteId,
      createdAt: session.now.toISOString(),
      expiresAt: new Date(session.now.getTime() + session.lifetimeMs).toISOString(),
    })
    .execute()
  return token
}

/** The site user a live session of this website belongs to. */
export async function findSessionSiteUserId(
  storage: Storage,
  websiteId: string,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const row = await withSiteUserTables(storage.db)
    .selectFrom('siteUserSessions')
    .select(['siteUserId', 'expiresAt'])
    .where('id', '=', storedId(token))
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  return row === undefined || row.expiresAt <= now.toISOString() ? undefined : row.siteUserId
}

export async function deleteSiteUserSession(storage: Storage, token: string): Promise<void> {
  await withSiteUserTables(storage.db)
    .deleteFrom('siteUserSessions')
    .where('id', '=', storedId(token))
    .execute()
}

/**
 * Ends every session of the account, except the one of `keepToken` when given (the browser that
 * made the change stays signed in).
 */
export async function deleteSiteUserSessions(
  db: Kysely<Database>,
  siteUserId: string,
  keepToken?: string,
): Promise<void> {
  let query = withSiteUserTables(db)
    .deleteFrom('siteUserSessions')
    .where('siteUserId', '=', siteUserId)
  if (keepToken !== undefined) query = query.where('id', '!=', storedId(keepToken))
  await query.execute()
}
