import { createHash, randomBytes } from 'node:crypto'
import type { Storage } from '../storage/open-storage.js'
import type { Owner } from './owner-repository.js'

import { sessionCookieName } from '../http/cookie-names.js'

export { sessionCookieName }
/** A session the owner asked to be remembered ('Remember me'); the cookie persists as long. */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000
/** Otherwise the cookie ends with the browser, and the server forgets the session after a day. */
export const browserSessionLifetimeMs = 24 * 60 * 60 * 1000

function storedId(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Returns the cookie token; only its hash is stored. */
export async function createSession(
  storage: Storage,
  userId: string,
  now: Date,
  lifetimeMs = sessionLifetimeMs,
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  // Sign-in is rare enough to sweep expired sessions here instead of in a timer.
  await storage.db.deleteFrom('sessions').where('expiresAt', '<=', now.toISOString()).execute()
  await storage.db
    .insertInto('sessions')
    .values({
      id: storedId(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetimeMs).toISOString(),
    })
    .execute()
  return token
}

export async function findSessionOwner(
  storage: Storage,
  token: string,
  now: Date,
): Promise<Owner | undefined> {
  const row = await storage.db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.email', 'users.name', 'sessions.expiresAt'])
    .where('sessions.id', '=', storedId(token))
    .executeTakeFirst()
  if (row === undefined || row.expiresAt <= now.toISOString()) return undefined
  return { id: row.id, email: row.email, name: row.name }
}

export async function deleteSession(storage: Storage, token: string): Promise<void> {
  await storage.db.deleteFrom('sessions').where('id', '=', storedId(token)).execute()
}
