import { normaliseEmail } from '@atelier/schema'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { csvStream, defaultExportPageSize } from '../csv/csv-stream.js'
import { createOutboxMailer } from '../mail/mailer.js'
import type { MailingListProvider } from './mailing-list-provider.js'
import { isFormPost, newsletterFormAnswer } from './newsletter-form-answer.js'
import type { NewsletterOutcome } from './subscribe-to-newsletter.js'
import { requestBaseUrl } from '../mail/site-base-url.js'
import { createStoredMailingLists } from './stored-mailing-lists.js'
import { newsletterLinkRoutes } from './newsletter-link.routes.js'
import { campaignRoutes } from './campaigns/campaigns.routes.js'
import { formListConnectionRoutes } from './form-list-connection.routes.js'
import { mailingListOwnerRoutes, maxListsPerSite } from './mailing-list-owner.routes.js'
import { fillMailing, MailingStrings } from './mailing-strings.js'
import { signUpRateLimitedMessage, visitorLimits } from '../security/visitor-limits.js'
import { createStoredRateLimiter } from '../security/visitor-rate-limiter.js'
import { subscribeToNewsletter } from './subscribe-to-newsletter.js'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'
import { httpStatusForCode } from '../errors/failure-table.js'
import type { FailureCode } from '../errors/failure-table.js'
import { sendFailure } from '../errors/send-failure.js'

export interface MailingRoutesOptions {
  /** Another list keeper than Atelier's own tables. */
  lists?: MailingListProvider | undefined
  /** Rows read per step of a CSV export of subscribers. */
  exportPageSize?: number | undefined
  /** Where the campaign rate and the unsubscribe mailbox are read; `process.env` when absent. */
  env?: NodeJS.ProcessEnv | undefined
}

const listIdSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const
const subscribersPageSize = 100

const subscriberSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'subscribed', 'unsubscribed', 'bounced'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const

/** A page answer; `failed` names the failure whose status it carries. */
export function sendPage(reply: FastifyReply, html: string, failed?: FailureCode) {
  return reply
    .status(failed === undefined ? 200 : httpStatusForCode(failed))
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html)
}

/** Newsletter sign-ups from blocks and the popup, the confirm and unsubscribe pages, owner lists. */
export async function mailingRoutes(
  app: FastifyInstance,
  options: MailingRoutesOptions,
): Promise<void> {
  const services = app.atelier
  const db = services.storage.db
  const lists = options.lists ?? createStoredMailingLists(services.storage)
  const deps = { db, lists, mailer: createOutboxMailer(db, services.now) }
  const limiter = createStoredRateLimiter(services.storage)
  const exportPageSize = options.exportPageSize ?? defaultExportPageSize

  app.post(
    '/api/newsletter/subscribe',
    {
      schema: {
        summary: 'Join a mailing list of the site (newsletter block, popup overlay)',
        tags: ['newsletter'],
        body: {
          type: 'object',
          required: ['email'],
          properties: {
            listId: listIdSchema,
            email: { type: 'string', maxLength: 320 },
            firstName: { type: 'string', maxLength: 200 },
            lastName: { type: 'string', maxLength: 200 },
            fname: { type: 'string', maxLength: 200 },
            lname: { type: 'string', maxLength: 200 },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['pending', 'subscribed'] } },
          },
          400: { type: 'object', properties: { message: { type: 'string' } } },
          404: { type: 'object', properties: { message: { type: 'string' } } },
          429: { type: 'object', properties: { message: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      const site = request.site.id
      const { fname, lname, ...body } = request.body
      // A block posted without scripts gets a page back instead of JSON (same checks, same texts).
      const answer = (result: NewsletterOutcome | Failure<'too-many-attempts'>) => {
        if (isFormPost(request.headers['content-type'])) {
          const html = newsletterFormAnswer(request.site.title, result)
          return sendPage(reply, html, result.ok ? undefined : result.code)
        }
        return result.ok ? { status: result.status } : sendFailure(reply, result)
      }
      const email = normaliseEmail(body.email)
      const allowed =
        (await limiter.hit(visitorLimits.newsletterVisitor, `${site}|${request.ip}`, now)) &&
        (await limiter.hit(visitorLimits.newsletterEmail, `${site}|${email}`, now))
      if (!allowed) return answer(failure('too-many-attempts', signUpRateLimitedMessage))
      const outcome = await subscribeToNewsletter(deps, {
        ...body,
        firstName: body.firstName ?? fname,
        lastName: body.lastName ?? lname,
        websiteId: request.site.id,
        siteTitle: request.site.title,
        baseUrl: await requestBaseUrl(request),
        now,
      })
      return answer(outcome)
    },
  )

  newsletterLinkRoutes(app, { lists, mailer: deps.mailer, sendPage })

  mailingListOwnerRoutes(app, services, lists)
  campaignRoutes(app, { lists, env: options.env ?? process.env })
  formListConnectionRoutes(app, services, lists)
  const ownerOnly = requireOwner(services, 'content')
  // Subscribers are customers' personal data: the store's people, like its customers.
  const subscribersOnly = requireOwner(services, 'store')
  const subscribersExport = requireOwner(services, 'store', { personalData: true })

  app.get(
    '/api/editor/mailing-lists',
    {
      onRequest: ownerOnly,
      schema: {
        summary: "The site's mailing lists (owner only)",
        tags: ['newsletter'],
        response: {
          200: {
            type: 'object',
            properties: {
              lists: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    name: { type: 'string' },
                    doubleOptIn: { type: 'boolean' },
                    subscriberCount: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => ({ lists: await lists.lists(request.site.id) }),
  )

  app.put(
    '/api/editor/mailing-lists/:listId',
    {
      // The session is checked before the body, so a stranger learns nothing from validation.
      onRequest: ownerOnly,
      schema: {
        summary: 'Create or rename a mailing list and choose double opt-in (owner only)',
        tags: ['newsletter'],
        params: { type: 'object', required: ['listId'], properties: { listId: listIdSchema } },
        body: {
          type: 'object',
          required: ['name', 'doubleOptIn'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            doubleOptIn: { type: 'boolean' },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const list = {
        id: request.params.listId,
        name: request.body.name.trim(),
        doubleOptIn: request.body.doubleOptIn,
      }
      const existing = await lists.lists(request.site.id)
      if (existing.length >= maxListsPerSite && !existing.some((other) => other.id === list.id)) {
        const message = fillMailing(MailingStrings.tooManyLists, { max: maxListsPerSite })
        return sendFailure(reply, failure('invalid', message))
      }
      await lists.saveList(request.site.id, list, services.now())
      return list
    },
  )

  app.get(
    '/api/editor/mailing-lists/:listId/subscribers',
    {
      onRequest: subscribersOnly,
      schema: {
        summary: "A list's subscribers, oldest first, 100 a page (owner only)",
        tags: ['newsletter'],
        params: { type: 'object', required: ['listId'], properties: { listId: listIdSchema } },
        querystring: {
          type: 'object',
          properties: {
            cursor: { type: 'string', maxLength: 500 },
            search: { type: 'string', maxLength: 320 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              subscribers: { type: 'array', items: subscriberSchema },
              hasNextPage: { type: 'boolean' },
              nextPageCursor: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) => {
      const page = await lists.subscribers(request.site.id, request.params.listId, {
        cursor: request.query.cursor,
        pageSize: subscribersPageSize,
        search: request.query.search,
      })
      return {
        subscribers: page.rows,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      }
    },
  )

  app.get(
    '/api/editor/mailing-lists/:listId/subscribers.csv',
    {
      onRequest: subscribersExport,
      schema: {
        summary: "A list's subscribers as CSV, every one, oldest first (owner only)",
        tags: ['newsletter'],
        params: { type: 'object', required: ['listId'], properties: { listId: listIdSchema } },
      },
    },
    async (request, reply) => {
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${request.params.listId}-subscribers.csv"`,
        )
        .send(
          csvStream(
            ['Email', 'First Name', 'Last Name', 'Status', 'Signed Up'],
            (cursor) =>
              lists.subscribers(request.site.id, request.params.listId, {
                cursor,
                pageSize: exportPageSize,
              }),
            (row) => [row.email, row.firstName, row.lastName, row.status, row.createdAt],
          ),
        )
    },
  )
}
