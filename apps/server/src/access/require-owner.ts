import type { FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireEditor } from './editor-access.js'
import type { EditorPermission, GuardOptions } from './editor-access.js'
import { findMemberRole } from './membership-repository.js'
import type { Owner } from '../auth/owner-repository.js'
import { findSessionOwner, sessionCookieName } from '../auth/sessions.js'

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

/**
 * A hook for owner-only routes outside `/api/editor`: the same check as `requireEditor` — a live
 * session, membership of the request's website, and a role granting `permission`.
 */
export function requireOwner(
  services: AppServices,
  permission: EditorPermission,
  options: GuardOptions = {},
) {
  return requireEditor(services, permission, options)
}

/** The signed-in owner when they belong to the request's website (any role), else undefined. */
export async function sessionMemberOf(
  services: AppServices,
  request: FastifyRequest,
): Promise<Owner | undefined> {
  const owner = await sessionOwnerOf(services, request)
  if (owner === undefined) return undefined
  const role = await findMemberRole(services.storage, owner.id, request.site.id)
  return role === undefined ? undefined : owner
}
