import { normaliseEmail } from '@atelier/schema'
import { validateRestockEmail } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireOwner } from '../access/require-owner.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { newId } from '../storage/new-id.js'
import type { MailingListProvider } from './mailing-list-provider.js'
import { fillMailing, MailingStrings } from './mailing-strings.js'
import { parseSubscriberCsv } from './subscriber-csv.js'

/** Most mailing lists one site keeps. */
export const maxListsPerSite = 100
/** A CSV of 10,000 subscribers with names runs to well under a megabyte. */
const maxCsvBytes = 5_000_000

const listIdSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const
const listParams = {
  type: 'object',
  required: ['listId'],
  properties: { listId: listIdSchema },
} as const
const listBody = {
  type: 'object',
  required: ['name', 'doubleOptIn'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    doubleOptIn: { type: 'boolean' },
    crumb: { type: 'string' },
  },
} as const
const tags = ['newsletter']

/**
 * The owner's changes to lists beyond the reads and the PUT of `mailing.routes.ts`: create with a
 * new id, delete, and add, import and remove subscribers. Lists are site content (`content`);
 * subscribers are the store's people (`store`), as in the reads. Every call acts on the site of
 * the request only: a list id of another site is simply not found.
 */
export function mailingListOwnerRoutes(
  app: FastifyInstance,
  services: AppServices,
  lists: MailingListProvider,
): void {
  const listsEdit = requireOwner(services, 'content')
  const subscribersEdit = requireOwner(services, 'store')
  const unknownList = failure('missing', MailingStrings.unknownList)

  app.post(
    '/api/editor/mailing-lists',
    {
      onRequest: listsEdit,
      schema: { summary: 'Create a mailing list (owner only)', tags, body: listBody },
    },
    async (request, reply) => {
      const existing = await lists.lists(request.site.id)
      if (existing.length >= maxListsPerSite) {
        return sendFailure(
          reply,
          failure('invalid', fillMailing(MailingStrings.tooManyLists, { max: maxListsPerSite })),
        )
      }
      const list = {
        id: newId(),
        name: request.body.name.trim(),
        doubleOptIn: request.body.doubleOptIn,
      }
      await lists.saveList(request.site.id, list, services.now())
      return reply.status(201).send({ ...list, subscriberCount: 0 })
    },
  )

  app.delete(
    '/api/editor/mailing-lists/:listId',
    {
      onRequest: listsEdit,
      schema: {
        summary: 'Delete a mailing list and its subscribers (owner only)',
        tags,
        params: listParams,
      },
    },
    async (request, reply) => {
      const deleted = await lists.deleteList(request.site.id, request.params.listId, services.now())
      return deleted ? reply.status(204).send() : sendFailure(reply, unknownList)
    },
  )

  app.post(
    '/api/editor/mailing-lists/:listId/subscribers',
    {
      onRequest: subscribersEdit,
      schema: {
        summary: 'Add one person to a list, subscribed at once (owner only)',
        tags,
        params: listParams,
        body: {
          type: 'object',
          required: ['email'],
          properties: {
            email: { type: 'string', maxLength: 320 },
            firstName: { type: 'string', maxLength: 200 },
            lastName: { type: 'string', maxLength: 200 },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const checked = validateRestockEmail(request.body.email)
      if (!checked.ok) return sendFailure(reply, failure('invalid', checked.message))
      const email = normaliseEmail(checked.email)
      const outcome = await lists.addSubscribers(
        request.site.id,
        request.params.listId,
        [
          {
            email,
            firstName: request.body.firstName?.trim() ?? '',
            lastName: request.body.lastName?.trim() ?? '',
            status: 'subscribed',
          },
        ],
        services.now(),
      )
      if (!outcome.ok) return sendFailure(reply, unknownList)
      const [added] = outcome.added
      if (added === undefined) {
        return sendFailure(
          reply,
          failure('conflict', fillMailing(MailingStrings.alreadySubscribed, { email })),
        )
      }
      return reply.status(201).send(added)
    },
  )

  app.post(
    '/api/editor/mailing-lists/:listId/subscribers/import',
    {
      onRequest: subscribersEdit,
      bodyLimit: maxCsvBytes,
      schema: {
        summary: 'Add the people of a subscriber CSV to a list, all or none (owner only)',
        tags,
        params: listParams,
        body: {
          type: 'object',
          required: ['csv'],
          properties: {
            csv: { type: 'string', maxLength: maxCsvBytes },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const parsed = parseSubscriberCsv(request.body.csv)
      if (!parsed.ok) {
        // Every bad row (the first 50), each under its place in the list: `errors: {"1": …}`.
        const fields = Object.fromEntries(parsed.errors.map((text, at) => [String(at + 1), text]))
        return sendFailure(reply, failure('invalid', parsed.message, { fields }))
      }
      const outcome = await lists.addSubscribers(
        request.site.id,
        request.params.listId,
        parsed.rows,
        services.now(),
      )
      if (!outcome.ok) return sendFailure(reply, unknownList)
      return { added: outcome.added.length, existing: outcome.existing }
    },
  )

  app.delete(
    '/api/editor/mailing-lists/:listId/subscribers/:subscriberId',
    {
      onRequest: subscribersEdit,
      schema: {
        summary: 'Remove a person from a list (owner only)',
        tags,
        params: {
          type: 'object',
          required: ['listId', 'subscriberId'],
          properties: { listId: listIdSchema, subscriberId: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const removed = await lists.removeSubscriber(
        request.site.id,
        request.params.listId,
        request.params.subscriberId,
      )
      return removed
        ? reply.status(204).send()
        : sendFailure(reply, failure('missing', MailingStrings.unknownSubscriber))
    },
  )
}
