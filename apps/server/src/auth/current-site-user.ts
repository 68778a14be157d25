import type {} from '@fastify/cookie'
import type { FastifyRequest } from 'fastify'
import type { Storage } from '../storage/open-storage.js'
import { siteUserSessionCookieName } from './site-user-cookies.js'
import { findSessionSiteUserId } from './site-user-sessions.js'

/** The id of the site user this request's session cookie signs in on its website, if any. */
export async function currentSiteUserId(
  storage: Storage,
  request: FastifyRequest,
  now: Date,
): Promise<string | undefined> {
  const token = request.cookies[siteUserSessionCookieName]
  if (token === undefined || token === '') return undefined
  return findSessionSiteUserId(storage, request.site.id, token, now)
}
