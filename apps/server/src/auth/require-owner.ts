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

/** The owner whose live session the request carries, if any (for routes open to everyone). */
export async function sessionOwnerOf(
  services: AppServices,
  request: FastifyRequest,
): Promise<Owner | undefined> {
  const token = request.cookies[sessionCookieName]
  return token === undefined ? undefined : findSessionOwner(services.storage, token, services.now())
}

/** A preHandler for owner-only routes: 401 unless the session cookie names a live session. */
export function requireOwner(services: AppServices) {
  return async function requireOwnerHandler(request: FastifyRequest): Promise<void> {
    const owner = await sessionOwnerOf(services, request)
    if (owner === undefined) {
      throw new AtelierError('not-signed-in', 'Please sign in to continue.')
    }
    request.owner = owner
  }
}
