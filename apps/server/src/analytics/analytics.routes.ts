import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findSessionOwner, sessionCookieName } from '../auth/sessions.js'
import { AtelierError } from '../errors/atelier-error.js'
import { findMemberRole } from '../access/membership-repository.js'
import { roleName } from '../access/role-permissions.js'
import { contributorSkipsTracking } from './contributor-tracking.js'
import { registerWorkerStep } from '../worker/app-worker.js'
import { retentionDaysFrom } from './analytics-config.js'
import { addressKey, createAddressLimiter } from './address-limiter.js'
import { analyticsDashboardRoutes } from './analytics-dashboard.routes.js'
import { runAnalyticsRollups } from './analytics-rollups.js'
import { createAnalyticsSettingsStore } from './analytics-settings.js'
import { parseCensusHit } from './census-hit.js'
import { validateEventContent } from './event-schemas.js'
import { eventRows } from './event-row.js'
import type { EventFields, HitOrigin } from './event-row.js'
import { experimentCookieName, storedAssignments } from './experiment-assignments.js'
import { callRates, siteDayCaps, tooManyCallsMessage } from './ingest-limits.js'
import type { CallRate, IngestRoute, SiteDayCap } from './ingest-limits.js'
import { createIngestQueue } from './ingest-queue.js'
import type { IngestQueueOptions } from './ingest-queue.js'
import { parseJavascriptErrors } from './javascript-errors.js'
import { parsePerformanceRecords } from './performance-records.js'
import { parseRecordEvent } from './record-event.js'
import { createHitSiteCache } from './site-cache.js'
import { createSiteDayCaps } from './site-day-caps.js'
import { createVisitorSalts } from './visitor-salts.js'

export interface AnalyticsRoutesOptions {
  /** Tests: a smaller batch or a longer delay. */
  flushEveryMs?: number
  /** Tests: the queue's bound, wait or writer gate. */
  ingest?: IngestQueueOptions
  /** Tests: smaller limits per address and per site and day (`ingest-limits.ts`). */
  callRates?: Record<IngestRoute, CallRate>
  siteDayCaps?: Record<SiteDayCap, number>
}

const formBody = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 10_000 },
} as const
const okSchema = { type: 'object', properties: { cookiePolicy: { type: 'string' } } } as const

/**
 * SPEC §7 tracking calls (page views, events, JavaScript errors, performance records, clanker
 * events) and the owner's dashboard. Hits go to an in-memory queue written in batches
 * (`ingest-queue.ts`); the worker rolls them up per site and day and applies the retention.
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: AnalyticsRoutesOptions = {},
): Promise<void> {
  const services = app.atelier
  const retentionDays = retentionDaysFrom(process.env)
  const salts = createVisitorSalts(services.storage)
  const settings = createAnalyticsSettingsStore(services.storage, services.now)
  const dirtySites = new Set<string>()
  const hitSite = createHitSiteCache(services.storage, services.now)
  // While the database is away a batch that cannot be written is counted, not logged per batch
  // (the outage itself is logged once); the count is told when the database is back.
  let lostWhileAway = 0
  services.storage.availability.onChange((state) => {
    if (state !== 'reachable' || lostWhileAway === 0) return
    app.log.warn({ lost: lostWhileAway }, 'analytics rows lost while the database was away')
    lostWhileAway = 0
  })
  const queue = createIngestQueue(services.storage, {
    flushEveryMs: options.flushEveryMs,
    now: () => services.now().getTime(),
    ...options.ingest,
    onError: (error, lost) => {
      if (services.storage.availability.noteFailure(error)) lostWhileAway += lost
      else app.log.error({ err: error, lost }, 'analytics batch not written')
    },
  })
  const limiter = createAddressLimiter(options.callRates ?? callRates)
  const caps = createSiteDayCaps(
    services.storage,
    options.siteDayCaps ?? siteDayCaps,
    (websiteId, day, cap) =>
      app.log.warn({ websiteId, day, cap }, 'analytics: the site reached its daily cap'),
  )

  // Each refused address is logged once (a bounded set): a flood, or a proxy not in TRUST_PROXY.
  const refusedAddresses = new Set<string>()
  function reportRefused(ip: string): void {
    const key = addressKey(ip)
    if (refusedAddresses.has(key)) return
    if (refusedAddresses.size >= 1_000) refusedAddresses.clear()
    refusedAddresses.add(key)
    const proxy = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd])/i.test(ip)
    app.log.warn(
      { address: key },
      proxy
        ? 'analytics calls refused from a local address: if it is a proxy, name it in TRUST_PROXY'
        : 'analytics calls refused from an address over its limit',
    )
  }

  /**
   * A route's `onRequest` hook: one call from the address is counted before the body is even
   * read, and refused with 429 when its bucket is empty (`address-limiter.ts`). A callback hook,
   * not an async one: the page-view path gains no promise.
   */
  function limitedTo(route: IngestRoute) {
    return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
      const ip = request.ip
      if (limiter.take(route, ip, services.now().getTime())) return done()
      reportRefused(ip)
      void reply.header('retry-after', String(limiter.retryAfter(route, ip)))
      done(new AtelierError('rate-limited', tooManyCallsMessage))
    }
  }

  app.addHook('onClose', async () => {
    await queue.close()
  })

  function origin(request: FastifyRequest, site: { id: string; timeZone: string }): HitOrigin {
    const userAgent = request.headers['user-agent']
    return {
      websiteId: site.id,
      timeZone: site.timeZone,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : '',
      now: services.now(),
      // The experiment context travels with every hit: the visitor's assignments cookie.
      experiments: storedAssignments(request.cookies[experimentCookieName]),
    }
  }

  /**
   * Queues a hit's rows; `cap` names the site's daily cap its new rows count against (errors,
   * named events). A full queue (the writer behind) holds the hit back a moment.
   */
  async function enqueue(
    request: FastifyRequest,
    fields: readonly EventFields[],
    cap?: SiteDayCap,
    site: { id: string; timeZone: string } = request.site,
  ): Promise<void> {
    const from = origin(request, site)
    const rows = await eventRows(from, salts, fields)
    if (cap !== undefined && rows[0] !== undefined) {
      await caps.ready(from.websiteId, rows[0].day, from.now.getTime())
      await queue.enqueue(rows, { admit: (row) => caps.admit(cap, row) })
    } else {
      const taken = queue.enqueue(rows)
      if (typeof taken !== 'number') await taken
    }
    dirtySites.add(from.websiteId)
  }

  /**
   * SPEC §6: the site's own people browsing it are not visitors, unless the only role they hold
   * on this website is viewer (`contributor-tracking.ts`).
   */
  async function isContributor(request: FastifyRequest, websiteId: string): Promise<boolean> {
    const token = request.cookies[sessionCookieName]
    if (token === undefined) return false
    const owner = await findSessionOwner(services.storage, token, services.now())
    if (owner === undefined) return false
    const role = await findMemberRole(services.storage, owner.id, websiteId)
    return contributorSkipsTracking(role === undefined ? undefined : roleName(role))
  }

  function refuse(message: string): never {
    throw new AtelierError('invalid-input', message)
  }

  app.post(
    '/api/census/RecordHit',
    {
      // A 30-byte answer has nothing to compress: the hottest call skips the compression hooks.
      compress: false,
      onRequest: limitedTo('hit'),
      schema: {
        summary: 'Record a page view, site search, heartbeat or media event (form-encoded)',
        tags: ['analytics'],
        body: formBody,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const site = await hitSite(request)
      const siteSettings = await settings.read(site.id)
      const hit = parseCensusHit(request.body ?? {})
      if (!hit.ok) refuse(hit.message)
      if (siteSettings.censusEnabled && !(await isContributor(request, site.id))) {
        await enqueue(request, hit.fields, undefined, site)
      }
      return { cookiePolicy: siteSettings.cookiePolicy }
    },
  )

  app.post(
    '/api/events/RecordEvent',
    {
      onRequest: limitedTo('event'),
      schema: {
        summary: 'Record a named event: add to cart, form or newsletter sign-up … (form-encoded)',
        tags: ['analytics'],
        body: formBody,
        response: { 200: { type: 'object', properties: {} } },
      },
    },
    async (request) => {
      const event = parseRecordEvent(request.body ?? {})
      if (!event.ok) refuse(event.message)
      if ((await settings.read(request.site.id)).censusEnabled)
        await enqueue(request, [event.fields], 'events')
      return {}
    },
  )

  app.post(
    '/api/events/RecordJavascriptErrors',
    {
      onRequest: limitedTo('error'),
      schema: {
        summary: 'Record uncaught JavaScript errors of a page or the editor (JSON list)',
        tags: ['analytics'],
        body: { type: 'array', items: { type: 'object' } },
        response: { 200: { type: 'object', properties: {} } },
      },
    },
    async (request) => {
      const errors = parseJavascriptErrors(request.body)
      if (!errors.ok) refuse(errors.message)
      await enqueue(request, errors.fields, 'errors')
      return {}
    },
  )

  app.get(
    '/api/1/performance/settings',
    {
      schema: {
        summary: 'A page load id for the performance records of one page view',
        tags: ['analytics'],
        response: {
          200: { type: 'object', properties: { pageLoadId: { type: 'string' } } },
        },
      },
    },
    async () => ({ pageLoadId: randomUUID() }),
  )

  app.post(
    '/api/1/performance/records',
    {
      onRequest: limitedTo('performance'),
      schema: {
        summary: 'Record Web Vitals: a JSON list of {app, data, event, pageLoadId, ts}',
        tags: ['analytics'],
        // A beacon sends the same JSON as text/plain.
        body: {
          anyOf: [
            { type: 'array', items: { type: 'object' } },
            { type: 'string', maxLength: 100_000 },
          ],
        },
        response: { 200: { type: 'object', properties: {} } },
      },
    },
    async (request) => {
      const records = parsePerformanceRecords(parseMaybeText(request.body))
      if (!records.ok) refuse(records.message)
      await enqueue(request, records.fields)
      return {}
    },
  )

  app.post(
    '/api/v1/clanker/events',
    {
      onRequest: limitedTo('event'),
      schema: {
        summary: 'Record schema-checked events: {eventSchemaName, eventContent} or a list of them',
        tags: ['analytics'],
        body: {
          anyOf: [
            {
              type: 'object',
              properties: {
                eventSchemaName: { type: 'string', maxLength: 100 },
                eventContent: { type: 'string', maxLength: 10_000 },
              },
            },
            { type: 'array', items: { type: 'object' } },
            { type: 'string', maxLength: 100_000 },
          ],
        },
        response: { 202: { type: 'object', properties: {} } },
      },
    },
    async (request, reply) => {
      const body = parseMaybeText(request.body)
      const list = Array.isArray(body) ? body : [body]
      if (list.length === 0 || list.length > 20) refuse('Send from 1 to 20 events at once.')
      const fields: EventFields[] = []
      for (const entry of list) {
        const event = (entry ?? {}) as Record<string, unknown>
        const check = validateEventContent(String(event.eventSchemaName ?? ''), event.eventContent)
        if (!check.ok) refuse(check.message)
        fields.push({
          kind: 'event',
          name: check.eventName,
          sessionId: typeof check.content.session_id === 'string' ? check.content.session_id : '',
          url: typeof check.content.page_path === 'string' ? check.content.page_path : '',
          value: typeof check.content.value === 'number' ? check.content.value : 0,
          data: check.content,
        })
      }
      if ((await settings.read(request.site.id)).censusEnabled)
        await enqueue(request, fields, 'events')
      return reply.status(202).send({})
    },
  )

  app.post(
    '/api/v1/clanker/validate-event-content/:schemaName',
    {
      schema: {
        summary: 'Check event content against a named schema without recording it',
        tags: ['analytics'],
        params: {
          type: 'object',
          required: ['schemaName'],
          properties: { schemaName: { type: 'string', maxLength: 100 } },
        },
        response: {
          200: {
            type: 'object',
            properties: { valid: { type: 'boolean' }, message: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const body = (parseMaybeText(request.body) ?? {}) as Record<string, unknown>
      const check = validateEventContent(request.params.schemaName, body.eventContent)
      return check.ok ? { valid: true, message: '' } : { valid: false, message: check.message }
    },
  )

  registerWorkerStep(app, {
    name: 'analytics-rollups',
    intervalMs: 60_000,
    run: async (now) => {
      await queue.flush()
      await runAnalyticsRollups(services.storage, salts, { now, retentionDays })
    },
  })

  await app.register(analyticsDashboardRoutes, { queue, settings, dirtySites })
}

/** Beacons arrive as text/plain; their text is JSON like an XHR body. */
function parseMaybeText(body: unknown): unknown {
  if (typeof body !== 'string') return body
  try {
    return JSON.parse(body) as unknown
  } catch {
    throw new AtelierError('invalid-input', 'The body is not JSON.')
  }
}
