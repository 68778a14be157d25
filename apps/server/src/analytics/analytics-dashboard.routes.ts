import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'
import { requireEditor } from '../access/editor-access.js'
import { toCsv } from '../csv/csv.js'
import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import { cookiePolicies } from './analytics-settings.js'
import type { AnalyticsSettingsStore } from './analytics-settings.js'
import { dayRange } from './dashboard-range.js'
import type { DayRange } from './dashboard-range.js'
import {
  errorsPanel,
  formsPanel,
  salesPanel,
  trafficPanel,
  vitalsPanel,
} from './dashboard-queries.js'
import { exportTables } from './dashboard-tables.js'
import { experimentsPanel } from './experiments-panel.js'
import type { IngestQueue } from './ingest-queue.js'
import { rollupDay } from './rollup-day.js'
import { siteDay } from './site-day.js'

export interface AnalyticsDashboardOptions {
  queue: IngestQueue
  settings: AnalyticsSettingsStore
  /** Sites this process queued hits for since their last rollup of today. */
  dirtySites: Set<string>
}

interface RangeQuery {
  range?: string
  from?: string
  to?: string
}

const rangeQuerySchema = {
  type: 'object',
  properties: {
    range: { type: 'string', maxLength: 10 },
    from: { type: 'string', maxLength: 10 },
    to: { type: 'string', maxLength: 10 },
  },
} as const

/** Hits of other processes reach today's rollup within this time at the latest (the worker's interval). */
const todayFreshMs = 60_000

/** The owner's Analytics area: traffic, sales, Web Vitals, errors, forms; CSV of every table. */
export async function analyticsDashboardRoutes(
  app: FastifyInstance,
  options: AnalyticsDashboardOptions,
): Promise<void> {
  const services = app.atelier
  const lastToday = new Map<string, { day: string; at: number }>()
  app.addHook('onRequest', requireEditor(services, 'analytics'))

  /** Today's figures come from raw events not yet rolled up by the worker. */
  async function freshRange(site: FastifyRequest['site'], query: RangeQuery): Promise<DayRange> {
    const now = services.now()
    const today = siteDay(now, site.timeZone)
    const range = dayRange(query.range ?? '30d', today, query)
    if (range === undefined) throw new AtelierError('invalid-input', AnalyticsStrings.invalidRange)
    if (range.to >= today) {
      const last = lastToday.get(site.id)
      const stale =
        last === undefined || last.day !== today || now.getTime() - last.at > todayFreshMs
      if (options.dirtySites.has(site.id) || stale) {
        options.dirtySites.delete(site.id)
        await options.queue.flush()
        await rollupDay(services.storage, site.id, today)
        lastToday.set(site.id, { day: today, at: now.getTime() })
      }
    }
    return range
  }

  const panels = {
    traffic: trafficPanel,
    sales: salesPanel,
    vitals: vitalsPanel,
    errors: errorsPanel,
    forms: formsPanel,
    experiments: experimentsPanel,
  } as const
  for (const [name, panel] of Object.entries(panels)) {
    app.get(
      `/api/editor/analytics/${name}`,
      {
        schema: {
          summary: `Analytics dashboard: the ${name} panel for a range (owner, analytics)`,
          tags: ['analytics'],
          querystring: rangeQuerySchema,
        },
      },
      async (request) => {
        const range = await freshRange(request.site, request.query)
        const data = await panel(services.storage, request.site.id, range)
        return { range, currency: request.site.currency, ...data }
      },
    )
  }

  app.get(
    '/api/editor/analytics/export/:table',
    {
      schema: {
        summary: 'One analytics table as CSV for a range (owner, analytics)',
        tags: ['analytics'],
        querystring: rangeQuerySchema,
        params: {
          type: 'object',
          required: ['table'],
          properties: { table: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const table = request.params.table.replace(/\.csv$/, '')
      const build = Object.hasOwn(exportTables, table) ? exportTables[table] : undefined
      if (build === undefined) {
        throw new AtelierError(
          'not-found',
          fillAnalyticsString(AnalyticsStrings.unknownTable, { name: table.slice(0, 40) }),
        )
      }
      const range = await freshRange(request.site, request.query)
      const data = await build(services.storage, request.site.id, range)
      const csv = toCsv([data.headers, ...data.rows.map((row) => row.map(String))])
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="analytics-${table}-${range.from}-${range.to}.csv"`,
        )
        .send(csv)
    },
  )

  app.get(
    '/api/editor/analytics/settings',
    {
      schema: {
        summary: "The site's cookie policy and whether it records page views",
        tags: ['analytics'],
      },
    },
    async (request) => options.settings.read(request.site.id),
  )

  app.put(
    '/api/editor/analytics/settings',
    {
      schema: {
        summary: 'Change the cookie policy or turn page-view recording off',
        tags: ['analytics'],
        body: {
          type: 'object',
          required: ['cookiePolicy', 'censusEnabled'],
          additionalProperties: false,
          properties: {
            cookiePolicy: { type: 'string', enum: [...cookiePolicies] },
            censusEnabled: { type: 'boolean' },
          },
        },
      },
    },
    async (request) =>
      options.settings.write(request.site.id, {
        cookiePolicy: request.body.cookiePolicy,
        censusEnabled: request.body.censusEnabled,
      }),
  )
}
