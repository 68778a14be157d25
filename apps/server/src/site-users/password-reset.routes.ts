import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { isWellFormedToken } from '../auth/account-tokens.js'
import { siteUserStrings } from '../auth/site-user-strings.js'
import { AtelierError } from '../errors/atelier-error.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { crumbFor } from '../security/crumb.js'
import {
  accountContext,
  countLinkRequest,
  countMailRequest,
  requireAccountsOn,
  signInBrowser,
} from './account-context.js'
import { completePasswordReset, requestPasswordReset } from './customer-accounts.js'
import { messageSchema, signedInSchema } from './account-answer-schemas.js'

const tags = ['site-users']

/** "Forgot password?": a reset link by mail, and the new password it lets the shopper set. */
export function passwordResetRoutes(app: FastifyInstance, services: AppServices): void {
  app.post(
    '/api/site-users/account/password-reset',
    {
      schema: {
        summary:
          'Mail a password reset link to the address if it has an account; the answer is the same either way',
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email: { type: 'string', maxLength: 320 }, crumb: { type: 'string' } },
        },
        response: {
          202: {
            type: 'object',
            properties: { message: { type: 'string' } },
            required: ['message'],
          },
          400: messageSchema,
          404: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      requireAccountsOn(request)
      await countMailRequest(request, services, request.body.email)
      await requestPasswordReset(await accountContext(request, services), request.body.email)
      return reply.code(202).send({ message: siteUserStrings.resetSent })
    },
  )

  app.post(
    '/api/site-users/account/password-reset/complete',
    {
      schema: {
        summary:
          'Set a new password with a reset link: every session of the account ends and this browser is signed in',
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['token', 'password'],
          additionalProperties: false,
          properties: {
            token: { type: 'string', maxLength: 100 },
            password: { type: 'string', maxLength: 1024 },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: signedInSchema,
          400: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      await countLinkRequest(request, services)
      if (!isWellFormedToken(request.body.token)) {
        throw new AtelierError('invalid-input', siteUserStrings.linkInvalid)
      }
      const siteUserId = await completePasswordReset(
        await accountContext(request, services),
        request.body,
      )
      await signInBrowser(request, reply, services, siteUserId)
      return { message: siteUserStrings.passwordReset, xsrfToken: crumbFor(request) }
    },
  )
}
