import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { AtelierError } from '../errors/atelier-error.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { tooManyAttemptsMessage } from '../auth/auth.routes.js'
import { createFirstOwner, needsFirstOwner, ownerNameMaxLength } from './first-owner.js'
import { createSession, sessionCookieName, sessionLifetimeMs } from '../auth/sessions.js'

const setupBody = {
  type: 'object',
  required: ['name', 'email', 'password'],
  properties: {
    name: { type: 'string', maxLength: ownerNameMaxLength * 4 },
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 1024 },
    crumb: { type: 'string' },
  },
} as const

/**
 * The first run (issue 22): while no owner exists, /config offers a setup screen that makes the
 * first owner (an admin of every website, as OWNER_EMAIL does) and signs them in. Once an owner
 * exists the call is refused with 409, whoever asks.
 */
export function setupRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/auth/setup',
    {
      schema: {
        summary: 'Whether the installation still needs its first owner',
        tags: ['auth'],
        response: {
          200: {
            type: 'object',
            properties: { needed: { type: 'boolean' } },
            required: ['needed'],
          },
        },
      },
    },
    async () => ({ needed: await needsFirstOwner(services.storage) }),
  )

  app.post(
    '/api/auth/setup',
    {
      schema: {
        summary: 'Create the first owner and sign in (409 once an owner exists)',
        tags: ['auth'],
        headers: crumbHeaderSchema,
        body: setupBody,
        response: {
          200: {
            type: 'object',
            properties: { ok: { type: 'boolean' }, email: { type: 'string' } },
            required: ['ok', 'email'],
          },
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      // The owner sign-in limit, counted before anything is checked or hashed.
      const signIn = { scope: 'owner', address: request.ip, account: 'setup' }
      if (!(await services.loginLimiter.attempt(signIn, now))) {
        throw new AtelierError('rate-limited', tooManyAttemptsMessage)
      }
      const owner = await createFirstOwner(services.storage, {
        name: request.body.name,
        email: request.body.email,
        password: request.body.password,
        now,
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
      request.log.info({ email: owner.email }, 'created the first owner from the setup screen')
      return { ok: true, email: owner.email }
    },
  )
}
