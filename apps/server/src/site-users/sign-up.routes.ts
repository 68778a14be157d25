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
import { signUp, verifyEmail } from './customer-accounts.js'
import { messageSchema, signedInSchema } from './account-answer-schemas.js'

const tags = ['site-users']
const sentSchema = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const

/** Sign-up with email and password, and the verification link that finishes it (issue 21). */
export function signUpRoutes(app: FastifyInstance, services: AppServices): void {
  app.post(
    '/api/site-users/account',
    {
      schema: {
        summary:
          'Sign up: mails a verification link (or, for an address with an account, a reset hint); the answer is the same either way',
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: {
            email: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
            crumb: { type: 'string' },
          },
        },
        response: { 202: sentSchema, 400: messageSchema, 404: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      requireAccountsOn(request)
      await countMailRequest(request, services, request.body.email)
      await signUp(await accountContext(request, services), request.body)
      return reply.code(202).send({ message: siteUserStrings.signUpSent })
    },
  )

  app.post(
    '/api/site-users/account/email-verification',
    {
      schema: {
        summary:
          "Open a verification or email-change link: verifies the address, ends the account's other sessions and signs this browser in",
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: { token: { type: 'string', maxLength: 100 }, crumb: { type: 'string' } },
        },
        response: {
          200: signedInSchema,
          400: messageSchema,
          409: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      await countLinkRequest(request, services)
      if (!isWellFormedToken(request.body.token)) {
        throw new AtelierError('invalid-input', siteUserStrings.linkInvalid)
      }
      const siteUserId = await verifyEmail(
        await accountContext(request, services),
        request.body.token,
      )
      await signInBrowser(request, reply, services, siteUserId)
      return { message: siteUserStrings.emailVerified, xsrfToken: crumbFor(request) }
    },
  )
}
