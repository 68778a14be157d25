import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../access/editor-access.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { registerWorkerStep } from '../worker/app-worker.js'
import { createApiKey, listApiKeys, maxApiKeys, revokeApiKey } from './api-keys.js'
import { listDeliveries, redeliver } from './delivery-log.js'
import { checkTargetUrl, loopbackAllowed } from './target-url.js'
import { webhookDeliveryStep } from './webhook-delivery-step.js'
import {
  checkEvents,
  countEndpoints,
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  maxOwnerEndpoints,
  revealSecret,
  updateEndpoint,
} from './webhook-endpoints.js'
import { webhookEventTypes } from './webhook-event-types.js'
import { apiKeySchema, deliverySchema, endpointSchema, idParams } from './webhook-schemas.js'
import { webhookStrings } from './webhook-strings.js'

export interface WebhookRoutesOptions {
  env?: NodeJS.ProcessEnv
  /** The wall clock delivery signatures carry (tests that move the worker's clock keep it real). */
  clock?: () => Date
}

const tags = ['webhooks']
const deliveryLogSize = 100

/**
 * Settings → Webhooks: the owner's endpoints (each with its own signing secret), the API keys of
 * the REST hooks API, the delivery log with redeliver; and the `webhook-deliveries` worker step.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  options: WebhookRoutesOptions,
): Promise<void> {
  const services = app.atelier
  const db = services.storage.db
  const allowLoopback = loopbackAllowed(options.env ?? process.env)
  const policy = { allowLoopback }

  registerWorkerStep(app, webhookDeliveryStep({ db, allowLoopback, clock: options.clock }))

  const website = requireEditor(services, 'website')
  // The secret signs what receivers trust, and the log names people's orders: edit grant to read.
  const websiteSecrets = requireEditor(services, 'website', { personalData: true })

  app.get(
    '/api/editor/webhooks',
    { onRequest: website, schema: { summary: 'Endpoints, API keys and the Zapier status', tags } },
    async (request) => {
      const site = request.site.id
      return {
        events: webhookEventTypes,
        endpoints: await listEndpoints(db, site),
        apiKeys: await listApiKeys(db, site),
        // SPEC §2 "Zapier connection status": awaiting, or the count of active subscriptions.
        activeSubscriptions: await countEndpoints(db, site, 'rest-hook', true),
      }
    },
  )

  app.post(
    '/api/editor/webhooks/endpoints',
    {
      onRequest: website,
      schema: {
        summary: 'Add an endpoint; its signing secret is answered with it',
        tags,
        body: {
          type: 'object',
          required: ['url', 'events'],
          properties: {
            url: { type: 'string', maxLength: 2000 },
            description: { type: 'string', maxLength: 200 },
            events: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 60 } },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const url = checkTargetUrl(request.body.url, policy)
      const events = checkEvents(request.body.events)
      const fields: Record<string, string> = {}
      if (!url.ok) fields.url = url.message
      if (!events.ok) fields.events = events.message
      if (!url.ok || !events.ok) {
        return sendFailure(reply, failure('invalid', Object.values(fields)[0] ?? '', { fields }))
      }
      const site = request.site.id
      if ((await countEndpoints(db, site, 'owner')) >= maxOwnerEndpoints) {
        return sendFailure(reply, failure('invalid', webhookStrings.tooManyEndpoints))
      }
      const created = await createEndpoint(db, {
        websiteId: site,
        url: url.url,
        description: (request.body.description ?? '').trim(),
        events: events.events,
        source: 'owner',
        now: services.now(),
      })
      return reply.status(201).send(created)
    },
  )

  app.put(
    '/api/editor/webhooks/endpoints/:id',
    {
      onRequest: website,
      schema: {
        summary: "Change an endpoint's address, events or description, or disable and enable it",
        tags,
        params: idParams,
        body: {
          type: 'object',
          properties: {
            url: { type: 'string', maxLength: 2000 },
            description: { type: 'string', maxLength: 200 },
            events: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 60 } },
            enabled: { type: 'boolean' },
            crumb: { type: 'string' },
          },
        },
        response: { 200: { type: 'object', properties: { endpoint: endpointSchema } } },
      },
    },
    async (request, reply) => {
      const { body } = request
      const url = body.url === undefined ? undefined : checkTargetUrl(body.url, policy)
      if (url !== undefined && !url.ok) {
        return sendFailure(reply, failure('invalid', url.message, { fields: { url: url.message } }))
      }
      const events = body.events === undefined ? undefined : checkEvents(body.events)
      if (events !== undefined && !events.ok) {
        const fields = { events: events.message }
        return sendFailure(reply, failure('invalid', events.message, { fields }))
      }
      const endpoint = await updateEndpoint(db, request.site.id, request.params.id, {
        url: url?.url,
        description: body.description?.trim(),
        events: events?.events,
        enabled: body.enabled,
        now: services.now(),
      })
      if (endpoint === undefined) {
        return sendFailure(reply, failure('missing', webhookStrings.endpointNotFound))
      }
      return { endpoint }
    },
  )

  app.delete(
    '/api/editor/webhooks/endpoints/:id',
    {
      onRequest: website,
      schema: { summary: 'Delete an endpoint and its delivery log', tags, params: idParams },
    },
    async (request, reply) => {
      const removed = await deleteEndpoint(db, request.site.id, request.params.id)
      if (!removed) return sendFailure(reply, failure('missing', webhookStrings.endpointNotFound))
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/editor/webhooks/endpoints/:id/secret',
    {
      onRequest: websiteSecrets,
      schema: { summary: "Reveal an endpoint's signing secret (whsec_…)", tags, params: idParams },
    },
    async (request, reply) => {
      const secret = await revealSecret(db, request.site.id, request.params.id)
      if (secret === undefined) {
        return sendFailure(reply, failure('missing', webhookStrings.endpointNotFound))
      }
      return reply.header('cache-control', 'no-store').send({ secret })
    },
  )

  app.get(
    '/api/editor/webhooks/deliveries',
    {
      onRequest: website,
      schema: {
        summary: 'The delivery log: newest first, with status, attempts and the last answer',
        tags,
        querystring: {
          type: 'object',
          properties: { endpointId: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: {
            type: 'object',
            properties: { deliveries: { type: 'array', items: deliverySchema } },
          },
        },
      },
    },
    async (request) => ({
      deliveries: await listDeliveries(db, request.site.id, {
        endpointId: request.query.endpointId,
        limit: deliveryLogSize,
      }),
    }),
  )

  app.post(
    '/api/editor/webhooks/deliveries/:id/redeliver',
    {
      onRequest: website,
      schema: {
        summary: 'Send a delivery again (same webhook-id) at the next worker turn',
        tags,
        params: idParams,
        body: { type: 'object', properties: { crumb: { type: 'string' } } },
        response: { 200: { type: 'object', properties: { delivery: deliverySchema } } },
      },
    },
    async (request, reply) => {
      const outcome = await redeliver(db, request.site.id, request.params.id, services.now())
      if (!outcome.ok) {
        return outcome.reason === 'not-found'
          ? sendFailure(reply, failure('missing', webhookStrings.deliveryNotFound))
          : sendFailure(reply, failure('stale', webhookStrings.deliveryInProgress))
      }
      return { delivery: outcome.delivery }
    },
  )

  app.post(
    '/api/editor/webhooks/api-keys',
    {
      onRequest: website,
      schema: {
        summary: 'Create an API key for the REST hooks API; the key is answered once',
        tags,
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 100 }, crumb: { type: 'string' } },
        },
        response: {
          201: { type: 'object', properties: { apiKey: apiKeySchema, key: { type: 'string' } } },
        },
      },
    },
    async (request, reply) => {
      const name = request.body.name.trim()
      if (name === '') {
        const fields = { name: webhookStrings.keyNameMissing }
        return sendFailure(reply, failure('invalid', webhookStrings.keyNameMissing, { fields }))
      }
      if ((await listApiKeys(db, request.site.id)).length >= maxApiKeys) {
        return sendFailure(reply, failure('invalid', webhookStrings.tooManyKeys))
      }
      const created = await createApiKey(db, {
        websiteId: request.site.id,
        name,
        now: services.now(),
      })
      return reply.status(201).header('cache-control', 'no-store').send(created)
    },
  )

  app.delete(
    '/api/editor/webhooks/api-keys/:id',
    {
      onRequest: website,
      schema: { summary: 'Revoke an API key and remove its REST hooks', tags, params: idParams },
    },
    async (request, reply) => {
      const revoked = await revokeApiKey(db, request.site.id, request.params.id)
      if (!revoked) return sendFailure(reply, failure('missing', webhookStrings.keyNotFound))
      return reply.status(204).send()
    },
  )
}
