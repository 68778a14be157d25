import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { apiKeyOf, authenticateApiKey } from './api-keys.js'
import type { ApiKeyView } from './api-keys.js'
import { checkTargetUrl, loopbackAllowed } from './target-url.js'
import {
  countEndpoints,
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  maxRestHooks,
} from './webhook-endpoints.js'
import type { EndpointView } from './webhook-endpoints.js'
import { eventSamples } from './webhook-samples.js'
import { eventTypeSchema, idParams } from './webhook-schemas.js'
import { webhookStrings } from './webhook-strings.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The REST hooks API key the request carried, set by the key guard. */
    apiKey?: ApiKeyView
  }
}

const tags = ['rest hooks']

function hookView(endpoint: EndpointView) {
  return {
    id: endpoint.id,
    target_url: endpoint.url,
    event: endpoint.events[0] ?? '',
    created_at: endpoint.createdAt,
  }
}

/**
 * The REST Hooks API (resthooks.org, as Zapier uses it): a service holding a site's API key
 * subscribes a target URL to one event, unsubscribes it, and reads samples. Each subscription is
 * an endpoint of its own (signed deliveries, retries, the delivery log). No crumb: the key is
 * the caller's credential, never a cookie.
 */
export async function restHooksRoutes(
  app: FastifyInstance,
  options: { env?: NodeJS.ProcessEnv },
): Promise<void> {
  const services = app.atelier
  const db = services.storage.db
  const policy = { allowLoopback: loopbackAllowed(options.env ?? process.env) }

  async function requireApiKey(request: FastifyRequest, reply: FastifyReply) {
    const key = apiKeyOf(request.headers)
    const apiKey =
      key === undefined
        ? undefined
        : await authenticateApiKey(db, request.site.id, key, services.now())
    if (apiKey === undefined) {
      return sendFailure(reply, failure('not-signed-in', webhookStrings.apiKeyRequired))
    }
    request.apiKey = apiKey
    return undefined
  }
  const keyed = { onRequest: requireApiKey, config: { crumb: false } }

  app.get(
    '/api/hooks',
    {
      ...keyed,
      schema: { summary: "This site's REST hook subscriptions (also a key check)", tags },
    },
    async (request) => ({
      site: request.site.title,
      hooks: (await listEndpoints(db, request.site.id, { source: 'rest-hook' })).map(hookView),
    }),
  )

  app.post(
    '/api/hooks',
    {
      ...keyed,
      schema: {
        summary:
          'Subscribe a target URL to one event; deliveries are signed with the secret answered',
        tags,
        body: {
          type: 'object',
          required: ['target_url', 'event'],
          properties: {
            target_url: { type: 'string', maxLength: 2000 },
            event: eventTypeSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const url = checkTargetUrl(request.body.target_url, policy)
      if (!url.ok) return sendFailure(reply, failure('invalid', url.message))
      const site = request.site.id
      if ((await countEndpoints(db, site, 'rest-hook')) >= maxRestHooks) {
        return sendFailure(reply, failure('invalid', webhookStrings.tooManyHooks))
      }
      const created = await createEndpoint(db, {
        websiteId: site,
        url: url.url,
        description: request.apiKey?.name ?? '',
        events: [request.body.event],
        source: 'rest-hook',
        apiKeyId: request.apiKey?.id,
        now: services.now(),
      })
      return reply.status(201).send({ ...hookView(created.endpoint), secret: created.secret })
    },
  )

  app.delete(
    '/api/hooks/:id',
    { ...keyed, schema: { summary: 'Unsubscribe a REST hook', tags, params: idParams } },
    async (request, reply) => {
      // Only a hook of this site; any of the site's live keys may remove it (Zapier re-keys).
      const hooks = await listEndpoints(db, request.site.id, { source: 'rest-hook' })
      const removed =
        hooks.some((hook) => hook.id === request.params.id) &&
        (await deleteEndpoint(db, request.site.id, request.params.id))
      if (!removed) return sendFailure(reply, failure('missing', webhookStrings.hookNotFound))
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/hooks/samples/:event',
    {
      ...keyed,
      schema: {
        summary: "The latest events of a type (or a made-up one): a service's samples",
        tags,
        params: { type: 'object', required: ['event'], properties: { event: eventTypeSchema } },
      },
    },
    async (request) => eventSamples(db, request.site.id, request.params.event),
  )
}
