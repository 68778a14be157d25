import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { findSessionOwner, sessionCookieName } from '../auth/sessions.js'
import { AtelierError } from '../errors/atelier-error.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { findMemberRole } from './membership-repository.js'
import { noPermissionMessage, notMemberMessage } from './access-strings.js'
import { roleAllows } from './role-permissions.js'

/**
 * What an editor call touches; SPEC §3 contributor roles map onto these (`role-permissions.ts`).
 * `store` is the back office (catalogue, stock, orders, customers, discounts), `analytics` the
 * dashboards, `people` the Permissions screen and audit log, `member` what every member of the
 * website may call (who am I, the session).
 */
export type EditorPermission =
  'pages' | 'content' | 'files' | 'styles' | 'store' | 'website' | 'analytics' | 'people' | 'member'

export { noPermissionMessage, notMemberMessage }

declare module 'fastify' {
  interface FastifyRequest {
    /** The SPEC §3 role code of the signed-in person on `request.site`, set with `owner`. */
    memberRole: number | null
  }
}

export interface GuardOptions {
  /**
   * The call hands out people's personal data in bulk (exports of orders, customers, subscribers,
   * form submissions): it needs the area's edit grant even to read, so a viewer sees figures but
   * never downloads the people behind them.
   */
  personalData?: boolean
}

/** The prefix of a guard's function name; the route-table test reads the permission from it. */
export const guardNamePrefix = 'requireEditor:'

/**
 * A hook (`onRequest`, `preValidation` or `preHandler`): 401 without a live owner session, 403
 * when the person does not belong to the request's website, or their role there does not grant
 * `permission` for this method (see `roleAllows`). Run as `onRequest`, it comes before body
 * validation, so a refused caller learns nothing about the route's input rules.
 */
export function requireEditor(
  services: AppServices,
  permission: EditorPermission,
  options: GuardOptions = {},
) {
  const personalData = options.personalData === true
  const hook = async function requireEditorHook(request: FastifyRequest, reply: FastifyReply) {
    const token = request.cookies[sessionCookieName]
    const owner =
      token === undefined
        ? undefined
        : await findSessionOwner(services.storage, token, services.now())
    if (owner === undefined) throw new AtelierError('not-signed-in', 'Please sign in to continue.')
    const role = await findMemberRole(services.storage, owner.id, request.site.id)
    // The refusal names the permission the call needs (no secret: the editor shows it), which is
    // also how the route-table test learns each route's permission.
    const refuse = (message: string) =>
      sendFailure(
        reply,
        failure('forbidden', message, {
          // `grant: 'edit'`: this reading call needs the edit grant (personal data).
          details: personalData ? { permission, grant: 'edit' } : { permission },
        }),
      )
    if (role === undefined) return refuse(notMemberMessage)
    if (!roleAllows(role, permission, request.method, { personalData })) {
      return refuse(noPermissionMessage)
    }
    request.owner = owner
    request.memberRole = role
    return undefined
  }
  Object.defineProperty(hook, 'name', { value: `${guardNamePrefix}${permission}` })
  return hook
}
