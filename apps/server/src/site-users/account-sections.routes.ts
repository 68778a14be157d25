import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { requestBaseUrl } from '../mail/site-base-url.js'
import { createOutboxMailer } from '../mail/mailer.js'
import type { MailingListProvider } from '../mailing/mailing-list-provider.js'
import { isFormPost } from '../mailing/newsletter-form-answer.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import { signUpRateLimitedMessage, visitorLimits } from '../security/visitor-limits.js'
import { createStoredRateLimiter } from '../security/visitor-rate-limiter.js'
import { cancelAccountMembership, listAccountMemberships } from './account-memberships.js'
import {
  listAccountNewsletters,
  subscribeAccount,
  unsubscribeAccount,
  type NewsletterChange,
} from './account-newsletters.js'
import { requireAccount } from './signed-in-account.js'

const tags = ['site-users']
const id = { type: 'string', minLength: 1, maxLength: 100 } as const
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * The signed-in customer's memberships (cancel a paid recurring one) and newsletter preferences
 * (subscribe, unsubscribe) on /account (issue 21). Every call answers 401 signed out; another
 * customer's membership is not found. The page's forms post without scripts and come back to
 * /account (303); scripts get JSON.
 */
export async function accountSectionsRoutes(
  app: FastifyInstance,
  options: { lists?: MailingListProvider | undefined },
): Promise<void> {
  const services = app.atelier
  const { storage } = services
  const lists = options.lists ?? createStoredMailingLists(storage)
  const mailer = createOutboxMailer(storage.db, services.now)
  const limiter = createStoredRateLimiter(storage)
  const account = (request: FastifyRequest) => requireAccount(storage, request, services.now())
  const backToAccount = (request: FastifyRequest, reply: FastifyReply, anchor: string) =>
    isFormPost(request.headers['content-type'])
      ? reply.redirect(`/account#account-${anchor}`, 303)
      : undefined

  app.get(
    '/api/site-users/account/memberships',
    { schema: { summary: "The signed-in customer's memberships, newest first", tags } },
    async (request) => {
      const me = await account(request)
      const memberships = await listAccountMemberships(
        storage,
        request.site.website,
        me,
        services.now(),
      )
      return {
        memberships: memberships.map(({ standing, ...membership }) => ({
          ...membership,
          status: standing.kind,
          renewsAt: standing.kind === 'active' ? iso(standing.renewsAt) : null,
          accessUntil: standing.kind === 'ending' ? iso(standing.accessUntil) : null,
          cancellable: 'cancellable' in standing && standing.cancellable,
        })),
      }
    },
  )

  app.post(
    '/api/site-users/account/memberships/:membershipId/cancel',
    {
      schema: {
        summary: 'Cancel a paid recurring membership: access lasts to the end of the paid period',
        tags,
        headers: crumbHeaderSchema,
        params: { type: 'object', required: ['membershipId'], properties: { membershipId: id } },
      },
    },
    async (request, reply) => {
      const me = await account(request)
      const now = services.now()
      const result = await cancelAccountMembership(storage, me, request.params.membershipId, now)
      const form = backToAccount(request, reply, 'memberships')
      if (form !== undefined) return form
      if (!result.ok) return sendFailure(reply, result)
      const { standing } = result
      return {
        status: standing.kind,
        accessUntil: standing.kind === 'ending' ? iso(standing.accessUntil) : null,
      }
    },
  )

  app.get(
    '/api/site-users/account/newsletters',
    { schema: { summary: "The site's mailing lists and the customer's status on each", tags } },
    async (request) => ({
      newsletters: await listAccountNewsletters(storage.db, await account(request)),
    }),
  )

  const listParams = { type: 'object', required: ['listId'], properties: { listId: id } } as const
  const answer = (
    request: FastifyRequest,
    reply: FastifyReply,
    result: NewsletterChange | ReturnType<typeof failure<'too-many-attempts'>>,
  ) => {
    const form = backToAccount(request, reply, 'newsletters')
    if (form !== undefined) return form
    return result.ok ? { status: result.standing } : sendFailure(reply, result)
  }

  app.post(
    '/api/site-users/account/newsletters/:listId/subscribe',
    {
      schema: {
        summary: "Join one of the site's mailing lists (double opt-in: a confirmation mail first)",
        tags,
        headers: crumbHeaderSchema,
        params: listParams,
      },
    },
    async (request, reply) => {
      const me = await account(request)
      const now = services.now()
      // Counted like the newsletter block's sign-ups of one address, before anything is mailed.
      const key = `${request.site.id}|${me.email}`
      if (!(await limiter.hit(visitorLimits.newsletterEmail, key, now))) {
        return answer(request, reply, failure('too-many-attempts', signUpRateLimitedMessage))
      }
      const result = await subscribeAccount(
        { db: storage.db, lists, mailer },
        {
          viewer: me,
          siteTitle: request.site.title,
          baseUrl: await requestBaseUrl(request),
          listId: request.params.listId,
          now,
        },
      )
      return answer(request, reply, result)
    },
  )

  app.post(
    '/api/site-users/account/newsletters/:listId/unsubscribe',
    {
      schema: {
        summary: "Leave one of the site's mailing lists, at once",
        tags,
        headers: crumbHeaderSchema,
        params: listParams,
      },
    },
    async (request, reply) => {
      const me = await account(request)
      const result = await unsubscribeAccount(storage.db, lists, {
        viewer: me,
        listId: request.params.listId,
        now: services.now(),
      })
      return answer(request, reply, result)
    },
  )
}
