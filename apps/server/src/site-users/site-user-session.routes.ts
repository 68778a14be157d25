import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { normaliseEmail } from '../auth/owner-repository.js'
import { hashPassword, verifyPassword } from '../auth/password-hash.js'
import { clearCartCookies, cartTokenOf, setCartCookies } from '../commerce/cart-cookies.js'
import type { CartDeps } from '../commerce/cart-deps.js'
import {
  cloneSiteUserCart,
  rotateSiteUserCartToken,
  signInCart,
} from '../commerce/site-user-cart.js'
import { AtelierError } from '../errors/atelier-error.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { crumbFor } from '../security/crumb.js'
import { currentSiteUserId } from '../auth/current-site-user.js'
import {
  clearSignedInCookies,
  setSignedInCookies,
  siteUserSessionCookieName,
} from '../auth/site-user-cookies.js'
import { findSiteUserByEmail } from '../auth/site-user-repository.js'
import {
  browserSessionMs,
  createSiteUserSession,
  deleteSiteUserSession,
  rememberedSessionMs,
} from '../auth/site-user-sessions.js'
import { siteUserStrings } from '../auth/site-user-strings.js'
import { accountHomeStrings } from './account-home-strings.js'
import { isAccountDisabled } from './account-switch.js'

const tags = ['site-users']
const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, code: { type: 'string' } },
} as const
/** A 403 is a refusal with a message, or a crumb failure (`{crumbFail: true}`). */
const forbiddenSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    crumbFail: { type: 'boolean' },
  },
} as const

/** SPEC §7 site-user sign-in and sign-out; the signed-in visitor's cart follows them (issue 4). */
export function siteUserSessionRoutes(app: FastifyInstance, services: AppServices): void {
  const deps: CartDeps = { storage: services.storage, now: services.now }
  // Compared against when the email is unknown, so both failures take the same time.
  const dummyHash = hashPassword('not-a-real-password')

  app.post(
    '/api/site-users/account/session',
    {
      schema: {
        summary: 'Sign a visitor in to their account on this website',
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: {
            email: { type: 'string', maxLength: 320 },
            password: { type: 'string', maxLength: 1024 },
            rememberMe: { type: 'boolean' },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { xsrfToken: { type: 'string' } },
            required: ['xsrfToken'],
          },
          401: messageSchema,
          403: forbiddenSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      const site = request.site
      const email = normaliseEmail(request.body.email)
      // Apart from owner sign-ins and from other websites' visitors, in the same shared counters.
      const signIn = { scope: `site-user|${site.id}`, address: request.ip, account: email }
      // Counted before the password check: concurrent guesses each take one of the attempts.
      if (!(await services.loginLimiter.attempt(signIn, now))) {
        throw new AtelierError('rate-limited', siteUserStrings.tooManyAttempts)
      }
      const user = await findSiteUserByEmail(services.storage, site.id, email)
      const valid = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? (await dummyHash),
      )
      if (user === undefined || !valid) {
        throw new AtelierError('bad-credentials', siteUserStrings.signInFailed)
      }
      // Said only to whoever knows the password: the owner turned the account off.
      if (await isAccountDisabled(services.storage, user.id)) {
        throw new AtelierError('forbidden', accountHomeStrings.accountDisabled)
      }
      // Only who knows the password learns that the address waits for its verification.
      if (user.emailVerifiedAt === null) {
        throw new AtelierError('forbidden', siteUserStrings.emailUnverified)
      }
      await services.loginLimiter.succeeded(signIn, now)
      // A new session id at every sign-in: a planted cookie never becomes a signed-in one.
      const previous = request.cookies[siteUserSessionCookieName]
      if (previous !== undefined) await deleteSiteUserSession(services.storage, previous)
      const rememberMe = request.body.rememberMe === true
      const token = await createSiteUserSession(services.storage, {
        siteUserId: user.id,
        websiteId: site.id,
        now,
        lifetimeMs: rememberMe ? rememberedSessionMs : browserSessionMs,
      })
      setSignedInCookies(request, reply, { token, siteUserId: user.id, rememberMe })
      const cartToken = await signInCart(deps, site, user.id, cartTokenOf(request))
      if (cartToken !== undefined) setCartCookies(request, reply, cartToken)
      return { xsrfToken: crumbFor(request) }
    },
  )

  app.delete(
    '/api/site-users/account/session',
    {
      schema: {
        summary: 'Sign out; with cloneCart the visitor keeps a copy of the cart',
        tags,
        headers: crumbHeaderSchema,
        querystring: {
          type: 'object',
          properties: { cloneCart: { type: 'boolean' }, crumb: { type: 'string' } },
        },
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] },
        },
      },
    },
    async (request, reply) => {
      const siteUserId = await currentSiteUserId(services.storage, request, services.now())
      const token = request.cookies[siteUserSessionCookieName]
      if (token !== undefined) await deleteSiteUserSession(services.storage, token)
      clearSignedInCookies(reply)
      if (siteUserId === undefined) return { ok: true }
      await rotateSiteUserCartToken(deps, request.site, siteUserId)
      // The account keeps its cart; the browser keeps a copy only when asked to.
      const copy =
        request.query.cloneCart === true
          ? await cloneSiteUserCart(deps, request.site, siteUserId)
          : undefined
      if (copy === undefined) clearCartCookies(reply)
      else setCartCookies(request, reply, copy)
      return { ok: true }
    },
  )
}
