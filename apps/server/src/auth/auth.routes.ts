import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { AtelierError } from '../errors/atelier-error.js'
import { normaliseEmail } from './owner-repository.js'
import { hashPassword, verifyPassword } from './password-hash.js'
import {
  browserSessionLifetimeMs,
  createSession,
  deleteSession,
  sessionCookieName,
  sessionLifetimeMs,
} from './sessions.js'
import { crumbHeaderSchema } from '../http/openapi.js'

// One message for every failure, so an attacker cannot learn which accounts exist.
export const loginFailedMessage = 'Your email or password is incorrect.'
export const tooManyAttemptsMessage =
  'Too many sign-in attempts. Please try again in a few minutes.'

const loginBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', maxLength: 320 },
    password: { type: 'string', maxLength: 1024 },
    rememberMe: { type: 'boolean' },
    crumb: { type: 'string' },
  },
} as const

export function authRoutes(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('owner', null)
  // Compared against when the email is unknown, so both failures take the same time.
  const dummyHash = hashPassword('not-a-real-password')

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in as the owner',
        tags: ['auth'],
        body: loginBody,
        response: {
          200: {
            type: 'object',
            properties: { xsrfToken: { type: 'string' } },
            required: ['xsrfToken'],
          },
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      const email = normaliseEmail(request.body.email)
      const signIn = { scope: 'owner', address: request.ip, account: email }
      // Counted before the password check: concurrent guesses each take one of the attempts.
      if (!(await services.loginLimiter.attempt(signIn, now))) {
        throw new AtelierError('rate-limited', tooManyAttemptsMessage)
      }
      const user = await services.storage.db
        .selectFrom('users')
        .select(['id', 'passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst()
      const valid = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? (await dummyHash),
      )
      if (user === undefined || !valid) {
        throw new AtelierError('bad-credentials', loginFailedMessage)
      }
      await services.loginLimiter.succeeded(signIn, now)
      const previous = request.cookies[sessionCookieName]
      if (previous !== undefined) await deleteSession(services.storage, previous)
      // Remembered: a cookie that outlives the browser. Otherwise a browser-session cookie (no
      // Max-Age) whose session the server also ends soon, in case the browser keeps it alive.
      const rememberMe = request.body.rememberMe === true
      const lifetimeMs = rememberMe ? sessionLifetimeMs : browserSessionLifetimeMs
      const token = await createSession(services.storage, user.id, now, lifetimeMs)
      reply.setCookie(sessionCookieName, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        ...(rememberMe ? { maxAge: sessionLifetimeMs / 1000 } : {}),
      })
      return { xsrfToken: request.cookies.crumb ?? '' }
    },
  )

  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out',
        tags: ['auth'],
        headers: crumbHeaderSchema,
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        },
      },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookieName]
      if (token !== undefined) await deleteSession(services.storage, token)
      reply.clearCookie(sessionCookieName, { path: '/' })
      return { ok: true }
    },
  )
}
