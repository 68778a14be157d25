import { hasMemberAccess } from '@atelier/commerce'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createSiteUser } from '../auth/site-user-repository.js'
import { browserSessionMs, createSiteUserSession } from '../auth/site-user-sessions.js'
import { setSignedInCookies } from '../auth/site-user-cookies.js'
import { AtelierError } from '../errors/atelier-error.js'
import type { AttemptLimit } from '../security/attempt-counter.js'
import { crumbCookieName, ensureCrumbCookie } from '../security/crumb.js'
import { siteRendering } from '../render/serve/site-rendering.js'
import { localReturnPath } from './account-pages.js'
import type { SiteSnapshot } from '../render/snapshot/site-snapshot.js'
import { signedInCustomerEmail } from '../members/member-gate.js'
import {
  areaOfCollection,
  findMemberArea,
  listMemberAreas,
} from '../members/member-area-repository.js'
import { joinMemberArea } from '../members/join-member-area.js'
import { membershipFactsOf } from '../members/membership-repository.js'
import type { MemberArea } from '../members/member-area.js'
import { confirmedBody, confirmedPath, deniedBody, protectedBody } from '../members/member-pages.js'
import { memberStrings } from '../members/member-strings.js'
import { paywallCheckout } from '../members/paywall-checkout.js'
import type { PageBody } from '../render/context/page-body.js'

const JOIN_WINDOW_MS = 15 * 60 * 1000
/** Accounts made through a join form: ten per address in 15 minutes, counted before the hashing. */
const joinLimit: AttemptLimit = { bucket: 'member-join', max: 10, windowMs: JOIN_WINDOW_MS }

const areaParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

/** The first page the area holds, for the way in from membership confirmed (208). */
function firstContentOf(snapshot: SiteSnapshot, area: MemberArea, areas: readonly MemberArea[]) {
  const collection = snapshot.collections.find(
    (candidate) => areaOfCollection(candidate, areas)?.id === area.id,
  )
  return collection === undefined
    ? undefined
    : { title: collection.title, path: `/${collection.urlId}` }
}

/**
 * Joining a member area from its protected-content (105) or access-denied (106) page, and the
 * membership-confirmed page (208). The form posts without the runtime, so its crumb is checked
 * here against the crumb cookie, as the lock screen's is.
 */
export async function memberJoinRoutes(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const { renderer, snapshots } = await siteRendering(app)
  const origin = (request: FastifyRequest) =>
    `${request.protocol}://${request.headers.host ?? 'localhost'}`

  async function show(request: FastifyRequest, reply: FastifyReply, path: string, body: PageBody) {
    const now = services.now()
    const snapshot = await snapshots.get(request.site.id, now.getTime())
    const page = renderer.system(snapshot, path, body, now, origin(request))
    const crumb = ensureCrumbCookie(request, reply)
    return reply
      .status(page.status)
      .header('cache-control', 'private, no-store')
      .type('text/html; charset=utf-8')
      .send(
        page.html.replace(
          '<input type="hidden" name="crumb" value="" data-crumb>',
          `<input type="hidden" name="crumb" value="${crumb}" data-crumb>`,
        ),
      )
  }

  app.post(
    '/account/member-areas/:id/join',
    { schema: { hide: true, params: areaParams } },
    async (request, reply) => {
      const now = services.now()
      const area = await findMemberArea(services.storage.db, request.site.id, request.params.id)
      if (area === undefined) throw new AtelierError('not-found', memberStrings.areaNotFound)
      const body = (request.body ?? {}) as Record<string, unknown>
      const returnTo = localReturnPath(body.returnTo) || confirmedPath(area)
      const snapshot = await snapshots.get(request.site.id, now.getTime())
      const cookie = request.cookies[crumbCookieName]
      if (cookie === undefined || typeof body.crumb !== 'string' || body.crumb !== cookie) {
        return show(
          request,
          reply,
          returnTo,
          protectedBody(
            area,
            snapshot.website,
            returnTo,
            { error: memberStrings.crumbFailed, email: '' },
            403,
          ),
        )
      }
      let email = await signedInCustomerEmail(services, request, now)
      if (email === undefined) {
        const given = typeof body.email === 'string' ? body.email : ''
        const password = typeof body.password === 'string' ? body.password : ''
        const problem = (error: string, status: number) =>
          show(
            request,
            reply,
            returnTo,
            protectedBody(
              area,
              snapshot.website,
              returnTo,
              { error, email: given.slice(0, 256) },
              status,
            ),
          )
        if (given.includes('\u0000') || password.includes('\u0000') || password.length > 1000)
          return problem(memberStrings.emailInvalid, 400)
        if ((await services.attempts.count(joinLimit, request.ip, now)) > joinLimit.max) {
          reply.header('retry-after', String(JOIN_WINDOW_MS / 1000))
          return problem(memberStrings.tooManyJoins, 429)
        }
        try {
          const user = await createSiteUser(services.storage, {
            websiteId: request.site.id,
            email: given,
            password,
            now,
          })
          const token = await createSiteUserSession(services.storage, {
            siteUserId: user.id,
            websiteId: request.site.id,
            now,
            lifetimeMs: browserSessionMs,
          })
          setSignedInCookies(request, reply, { token, siteUserId: user.id, rememberMe: false })
          email = user.email
        } catch (error) {
          if (!(error instanceof AtelierError)) throw error
          return error.code === 'conflict'
            ? problem(memberStrings.accountExists, 409)
            : problem(error.message, 400)
        }
      }
      const outcome = await joinMemberArea(services, area, email, now)
      if (outcome.kind === 'joined' || outcome.kind === 'member-already')
        return reply.redirect(confirmedPath(area), 303)
      const areas = await listMemberAreas(services.storage.db, request.site.id)
      const holder = snapshot.collections.find(
        (candidate) => areaOfCollection(candidate, areas)?.id === area.id,
      )
      if (holder === undefined)
        return show(
          request,
          reply,
          returnTo,
          deniedBody(area, snapshot.website, returnTo, memberStrings.paywallNeedsPage),
        )
      const cart = await paywallCheckout(services, request.site, area, holder.id)
      if (!cart.ok)
        return show(
          request,
          reply,
          returnTo,
          deniedBody(area, snapshot.website, returnTo, cart.message),
        )
      return reply.redirect(`/checkout?cartToken=${encodeURIComponent(cart.cartToken)}`, 303)
    },
  )

  app.get(
    '/account/member-areas/:id/confirmed',
    { schema: { hide: true, params: areaParams } },
    async (request, reply) => {
      const now = services.now()
      const areas = await listMemberAreas(services.storage.db, request.site.id)
      const area = areas.find((candidate) => candidate.id === request.params.id)
      if (area === undefined) throw new AtelierError('not-found', memberStrings.areaNotFound)
      const snapshot = await snapshots.get(request.site.id, now.getTime())
      const content = firstContentOf(snapshot, area, areas)
      const email = await signedInCustomerEmail(services, request, now)
      const facts =
        email === undefined
          ? []
          : await membershipFactsOf(
              services.storage.db,
              services.storage.dialect,
              request.site.id,
              email,
            )
      // Not (yet) a member, e.g. a payment the provider has not confirmed: the area's own page says why.
      if (!hasMemberAccess(facts, area.id, now)) return reply.redirect(content?.path ?? '/', 303)
      return show(request, reply, confirmedPath(area), confirmedBody(area, content))
    },
  )
}
