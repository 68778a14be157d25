import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { clearSignedInCookies, siteUserSessionCookieName } from '../auth/site-user-cookies.js'
import { deleteSiteUserSessions } from '../auth/site-user-sessions.js'
import { siteUserStrings } from '../auth/site-user-strings.js'
import { clearCartCookies } from '../commerce/cart-cookies.js'
import { AtelierError } from '../errors/atelier-error.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { accountContext } from './account-context.js'
import { changePassword, deleteAccount, requestEmailChange } from './customer-accounts.js'
import { messageSchema } from './account-answer-schemas.js'

const tags = ['site-users']
/** A 403 is a refusal with a message, or a crumb failure (`{crumbFail: true}`). */
const forbiddenSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    crumbFail: { type: 'boolean' },
  },
} as const
const okSchema = {
  type: 'object',
  properties: { ok: { type: 'boolean' } },
  required: ['ok'],
} as const

/** The signed-in account's id and session token; a 401 without a live session. */
async function signedIn(request: FastifyRequest, services: AppServices) {
  const siteUserId = await currentSiteUserId(services.storage, request, services.now())
  const token = request.cookies[siteUserSessionCookieName]
  if (siteUserId === undefined || token === undefined) {
    throw new AtelierError('not-signed-in', siteUserStrings.notSignedIn)
  }
  return { siteUserId, token }
}

/**
 * Runs a change that needs the current password, counted like a sign-in of the account (before
 * the password is checked), so a stolen session cannot guess the password either.
 */
async function withPasswordAttempt<T>(
  request: FastifyRequest,
  services: AppServices,
  siteUserId: string,
  change: () => Promise<T>,
): Promise<T> {
  const now = services.now()
  const attempt = {
    scope: `site-user|${request.site.id}`,
    address: request.ip,
    account: `id:${siteUserId}`,
  }
  if (!(await services.loginLimiter.attempt(attempt, now))) {
    throw new AtelierError('rate-limited', siteUserStrings.tooManyAttempts)
  }
  const result = await change()
  await services.loginLimiter.succeeded(attempt, now)
  return result
}

/** Change password, change email, sign out everywhere and delete the account (issue 21). */
export function accountSecurityRoutes(app: FastifyInstance, services: AppServices): void {
  app.put(
    '/api/site-users/account/password',
    {
      schema: {
        summary: "Change the password given the current one; the account's other sessions end",
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['currentPassword', 'newPassword'],
          additionalProperties: false,
          properties: {
            currentPassword: { type: 'string', maxLength: 1024 },
            newPassword: { type: 'string', maxLength: 1024 },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: okSchema,
          400: messageSchema,
          401: messageSchema,
          403: forbiddenSchema,
          429: messageSchema,
        },
      },
    },
    async (request) => {
      const { siteUserId, token } = await signedIn(request, services)
      const context = await accountContext(request, services)
      await withPasswordAttempt(request, services, siteUserId, () =>
        changePassword(context, { ...request.body, siteUserId, keepToken: token }),
      )
      return { ok: true }
    },
  )

  app.post(
    '/api/site-users/account/email-change',
    {
      schema: {
        summary:
          'Change the email given the password: a link goes to the new address, which becomes the email once opened (the old address is told)',
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['password', 'newEmail'],
          additionalProperties: false,
          properties: {
            password: { type: 'string', maxLength: 1024 },
            newEmail: { type: 'string', maxLength: 320 },
            crumb: { type: 'string' },
          },
        },
        response: {
          202: {
            type: 'object',
            properties: { message: { type: 'string' } },
            required: ['message'],
          },
          400: messageSchema,
          401: messageSchema,
          403: forbiddenSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { siteUserId } = await signedIn(request, services)
      const context = await accountContext(request, services)
      await withPasswordAttempt(request, services, siteUserId, () =>
        requestEmailChange(context, { ...request.body, siteUserId }),
      )
      return reply.code(202).send({ message: siteUserStrings.emailChangeSent })
    },
  )

  app.delete(
    '/api/site-users/account/sessions',
    {
      schema: {
        summary: 'Sign out everywhere: every session of the account ends, this one too',
        tags,
        headers: crumbHeaderSchema,
        querystring: { type: 'object', properties: { crumb: { type: 'string' } } },
        response: { 200: okSchema, 401: messageSchema },
      },
    },
    async (request, reply) => {
      const { siteUserId } = await signedIn(request, services)
      await deleteSiteUserSessions(services.storage.db, siteUserId)
      clearSignedInCookies(reply)
      clearCartCookies(reply)
      return { ok: true }
    },
  )

  app.delete(
    '/api/site-users/account',
    {
      schema: {
        summary:
          "Delete the account given its password: its personal data goes, the shop's orders stay",
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['password'],
          additionalProperties: false,
          properties: { password: { type: 'string', maxLength: 1024 }, crumb: { type: 'string' } },
        },
        response: { 200: okSchema, 401: messageSchema, 403: forbiddenSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { siteUserId } = await signedIn(request, services)
      const context = await accountContext(request, services)
      await withPasswordAttempt(request, services, siteUserId, () =>
        deleteAccount(context, { siteUserId, password: request.body.password }),
      )
      clearSignedInCookies(reply)
      clearCartCookies(reply)
      return { ok: true }
    },
  )
}
