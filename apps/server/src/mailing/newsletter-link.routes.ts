import type { FastifyInstance, FastifyReply } from 'fastify'
import { httpStatusForCode } from '../errors/failure-table.js'
import type { FailureCode } from '../errors/failure-table.js'
import type { Mailer } from '../mail/mailer.js'
import { requestBaseUrl } from '../mail/site-base-url.js'
import { appSecret } from '../security/app-secret.js'
import type { MailingListProvider } from './mailing-list-provider.js'
import { welcomeMail } from './newsletter-mails.js'
import { newsletterPage } from './newsletter-page.js'
import { verifyToken } from './signed-token.js'
import { newsletterLinkSecret, subscriberLink } from './subscribe-to-newsletter.js'

/**
 * The links of list mail: the double opt-in confirmation (then a welcome mail), the unsubscribe
 * page (a GET only asks), and the unsubscribe POST, from that page or from a mail client's
 * one-click (RFC 8058, token in the query).
 */
export function newsletterLinkRoutes(
  app: FastifyInstance,
  options: {
    lists: MailingListProvider
    mailer: Mailer
    sendPage: (reply: FastifyReply, html: string, failed?: FailureCode) => FastifyReply
  },
): void {
  const services = app.atelier
  const db = services.storage.db
  const { lists, sendPage } = options
  const deps = { mailer: options.mailer }

  const tokenQuery = {
    type: 'object',
    properties: { token: { type: 'string', maxLength: 300 } },
  } as const

  async function subscriberOf(purpose: 'confirm' | 'unsubscribe', token: string | undefined) {
    if (token === undefined) return undefined
    return verifyToken(await appSecret(db, newsletterLinkSecret), purpose, token)
  }

  app.get(
    '/newsletter/confirm',
    {
      schema: {
        summary: 'Double opt-in: the link of the confirmation mail',
        tags: ['newsletter'],
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const subscriberId = await subscriberOf('confirm', request.query.token)
      const before =
        subscriberId === undefined
          ? undefined
          : await db
              .selectFrom('mailingListSubscribers')
              .select(['email', 'status'])
              .where('websiteId', '=', request.site.id)
              .where('id', '=', subscriberId)
              .executeTakeFirst()
      const confirmed =
        subscriberId !== undefined &&
        (await lists.confirm(request.site.id, subscriberId, services.now()))
      if (confirmed && before?.status === 'pending') {
        const baseUrl = await requestBaseUrl(request)
        await deps.mailer.send(
          welcomeMail({
            to: before.email,
            websiteId: request.site.id,
            siteTitle: request.site.title,
            unsubscribeUrl: await subscriberLink(db, baseUrl, 'unsubscribe', subscriberId),
          }),
        )
      }
      return sendPage(
        reply,
        newsletterPage({
          siteTitle: request.site.title,
          heading: confirmed ? 'Subscription confirmed' : 'Link not valid',
          message: confirmed
            ? 'Thank you. You are now subscribed.'
            : 'This confirmation link is not valid any more. Please sign up again.',
        }),
        confirmed ? undefined : 'missing',
      )
    },
  )

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        summary: 'The unsubscribe page (page type 300)',
        tags: ['newsletter'],
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const subscriberId = await subscriberOf('unsubscribe', request.query.token)
      return sendPage(
        reply,
        newsletterPage({
          siteTitle: request.site.title,
          heading: 'Unsubscribe',
          message:
            subscriberId === undefined
              ? 'This unsubscribe link is not valid.'
              : `You will no longer receive mail from ${request.site.title} once you confirm.`,
          unsubscribeToken: subscriberId === undefined ? undefined : request.query.token,
        }),
        subscriberId === undefined ? 'missing' : undefined,
      )
    },
  )

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        summary:
          'Leave the mailing list: the unsubscribe page posts here, and so do mail clients (RFC 8058 one-click, token in the query)',
        tags: ['newsletter'],
        querystring: tokenQuery,
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 300 },
            'List-Unsubscribe': { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {}
      const token = body.token ?? request.query.token
      const subscriberId = await subscriberOf('unsubscribe', token)
      const done =
        subscriberId !== undefined &&
        (await lists.unsubscribe(request.site.id, subscriberId, services.now()))
      if (body['List-Unsubscribe'] === 'One-Click') {
        // A mail client acting for the reader: the answer is read by no one, the status is.
        return reply
          .status(done ? 200 : httpStatusForCode('missing'))
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(done ? 'Unsubscribed.' : 'This unsubscribe link is not valid.')
      }
      return sendPage(
        reply,
        newsletterPage({
          siteTitle: request.site.title,
          heading: done ? 'You have been unsubscribed' : 'Unsubscribe',
          message: done
            ? `You will no longer receive mail from ${request.site.title}.`
            : 'This unsubscribe link is not valid.',
        }),
        done ? undefined : 'missing',
      )
    },
  )
}
