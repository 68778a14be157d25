import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { tooManyAttemptsMessage } from '../auth/auth.routes.js'
import { createSession, sessionCookieName, sessionLifetimeMs } from '../auth/sessions.js'
import { AtelierError } from '../errors/atelier-error.js'
import { roleName } from '../access/role-permissions.js'
import { acceptInvitation, openInvitation } from './invitations.js'

const tokenSchema = { type: 'string', minLength: 20, maxLength: 100 } as const

/**
 * The invitee's side, open to everyone holding a token: the accept page reads the invitation,
 * then accepts it with a new password (or the password of the account the email already has),
 * which signs them in. Only an invitation of the request's website is found.
 */
export function invitationAcceptRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/invitations',
    {
      schema: {
        summary: 'The invitation a token stands for (410 when expired, revoked or used)',
        tags: ['people'],
        querystring: { type: 'object', required: ['token'], properties: { token: tokenSchema } },
      },
    },
    async (request) => {
      const invitation = await openInvitation(services, request.site.id, request.query.token)
      return {
        websiteTitle: request.site.title,
        email: invitation.email,
        role: roleName(invitation.role) ?? 'none',
        hasAccount: invitation.hasAccount,
      }
    },
  )

  app.post(
    '/api/invitations/accept',
    {
      schema: {
        summary: 'Accept an invitation and sign in',
        tags: ['people'],
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: {
            token: tokenSchema,
            password: { type: 'string', maxLength: 1024 },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      // The owner sign-in limit; the attempt counts before the password is checked.
      const signIn = { scope: 'owner', address: request.ip, account: 'invitation' }
      if (!(await services.loginLimiter.attempt(signIn, now))) {
        throw new AtelierError('rate-limited', tooManyAttemptsMessage)
      }
      const owner = await acceptInvitation(services, {
        websiteId: request.site.id,
        token: request.body.token,
        password: request.body.password,
      })
      await services.loginLimiter.succeeded(signIn, now)
      const token = await createSession(services.storage, owner.id, now)
      reply.setCookie(sessionCookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: sessionLifetimeMs / 1000,
      })
      return { ok: true, email: owner.email }
    },
  )
}
