import type { FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { AtelierError } from '../errors/atelier-error.js'
import type { Owner } from './owner-repository.js'
import { findSessionOwner, sessionCookieName } from './sessions.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOwner` on owner-only routes. */
    owner: Owner | null
  }
}

/** A preHandler for owner-only routes: 401 unless the session cookie names a live session. */
export function requireOwner(services: AppServices) {
  return async function requireOwnerHandler(request: FastifyRequest): Promise<void> {
    const token = request.cookies[sessionCookieName]
    const owner =
      token === undefined
        ? undefined
        : await findSessionOwner(services.storage, token, services.now())
    if (owner === undefined) {
      throw new AtelierError('not-signed-in', 'Please sign in to continue.')
    }
    request.owner = owner
  }
}
