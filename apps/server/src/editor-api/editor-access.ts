import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import type { Owner } from '../auth/owner-repository.js'
import { findSessionOwner, sessionCookieName } from '../auth/sessions.js'
import { AtelierError } from '../errors/atelier-error.js'

/**
 * What an editor call touches; SPEC §3 contributor roles map onto these. `store` is the back
 * office (catalogue, stock, orders, customers, discounts), `analytics` the dashboards, `people`
 * the Permissions screen and audit log.
 */
export type EditorPermission =
  'pages' | 'content' | 'files' | 'styles' | 'store' | 'website' | 'analytics' | 'people'

/**
 * Which permissions a signed-in user holds. Every user is the site owner today; a role table
 * (admin, editor, store manager …) replaces this function without touching the routes.
 */
export type EditorRoleLookup = (
  owner: Owner,
  websiteId: string,
) => Promise<ReadonlySet<EditorPermission>>

const everything: ReadonlySet<EditorPermission> = new Set([
  'pages',
  'content',
  'files',
  'styles',
  'store',
  'website',
  'analytics',
  'people',
])

export const noPermissionMessage = 'You do not have permission to do this.'

export const ownerHoldsEverything: EditorRoleLookup = async () => everything

/**
 * An `onRequest` hook: 401 without a live owner session, 403 without the permission. It runs
 * before body validation, so a signed-out caller learns nothing about the route's input rules.
 */
export function requireEditor(
  services: AppServices,
  permission: EditorPermission,
  roles: EditorRoleLookup = ownerHoldsEverything,
) {
  return async function requireEditorHook(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[sessionCookieName]
    const owner =
      token === undefined
        ? undefined
        : await findSessionOwner(services.storage, token, services.now())
    if (owner === undefined) throw new AtelierError('not-signed-in', 'Please sign in to continue.')
    const granted = await roles(owner, request.site.id)
    if (!granted.has(permission)) {
      return reply.status(403).send({ message: noPermissionMessage })
    }
    request.owner = owner
    return undefined
  }
}
