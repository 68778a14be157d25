import { sql } from 'kysely'
import type { Insertable } from 'kysely'
import type { AnalyticsDailyTable } from '../storage/tables/analytics-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { rollupExperiments } from './rollup-experiments.js'

type DailyRow = Insertable<AnalyticsDailyTable>

/** Metrics also summed per month (`m:` + metric, day = the month's first day) for long ranges. */
export const monthlyMetrics = [
  'page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
  'search',
  'event',
  'product',
] as const

const dimensionColumns = [
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'device',
  'browser',
] as const

/** The value at the 75th percentile (nearest rank), as Web Vitals reports them. */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] as number
}

/**
 * Recomputes one site's rollup rows of one day from its raw events. Upserts only: a day's
 * dimensions only ever grow, so two processes rolling up the same day at once both end with the
 * same rows, and rollups outlive the raw events the retention step deletes.
 */
export async function rollupDay(storage: Storage, websiteId: string, day: string): Promise<void> {
  const db = storage.db
  const rows: DailyRow[] = []
  const add = (metric: string, dimension: string, value: number, extra = 0) =>
    rows.push({ websiteId, day, metric, dimension: dimension.slice(0, 600), value, extra })
  const events = db
    .selectFrom('analyticsEvents')
    .where('websiteId', '=', websiteId)
    .where('day', '=', day)

  const totals = await events
    .where('kind', '=', 'pageview')
    .select([
      sql<number>`count(*)`.as('pageviews'),
      sql<number>`count(distinct visitor_hash)`.as('visitors'),
      sql<number>`count(distinct session_id)`.as('visits'),
    ])
    .executeTakeFirstOrThrow()
  add('pageviews', '', Number(totals.pageviews))
  add('visitors', '', Number(totals.visitors))
  add('visits', '', Number(totals.visits))

  const bounces = await db
    .selectFrom(
      events
        .where('kind', '=', 'pageview')
        .select('sessionId')
        .groupBy('sessionId')
        .having(sql`count(*)`, '=', 1)
        .as('single'),
    )
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow()
  add('bounces', '', Number(bounces.count))

  const time = await events
    .where('kind', '=', 'heartbeat')
    .select(sql<number>`coalesce(sum(value), 0)`.as('seconds'))
    .executeTakeFirstOrThrow()
  add('time', '', Number(time.seconds))

  const pages = await events
    .where('kind', '=', 'pageview')
    .select([
      'path',
      sql<number>`count(*)`.as('views'),
      sql<number>`count(distinct visitor_hash)`.as('visitors'),
    ])
    .groupBy('path')
    .execute()
  for (const page of pages) add('page', page.path, Number(page.views), Number(page.visitors))

  for (const column of dimensionColumns) {
    const groups = await sql<{ dimension: string; visits: number }>`
      SELECT ${sql.ref(column)} AS dimension, count(distinct session_id) AS visits
      FROM analytics_events
      WHERE website_id = ${websiteId} AND day = ${day} AND kind = 'pageview' AND ${sql.ref(column)} <> ''
      GROUP BY ${sql.ref(column)}`.execute(db)
    for (const group of groups.rows) add(column, group.dimension, Number(group.visits))
  }

  const named = await events
    .where('kind', 'in', ['search', 'event', 'error'])
    .select([
      'kind',
      'name',
      // A folded error row stands for `occurrences` errors; every other row for one.
      sql<number>`sum(occurrences)`.as('count'),
      sql<number>`count(distinct session_id)`.as('sessions'),
      sql<string>`max(at)`.as('lastAt'),
    ])
    .groupBy(['kind', 'name'])
    .execute()
  for (const group of named) {
    const count = Number(group.count)
    if (group.kind === 'search') add('search', group.name, count)
    else if (group.kind === 'event') add('event', group.name, count, Number(group.sessions))
    else add('error', group.name, count, Date.parse(group.lastAt))
  }

  const errorPages = await events
    .where('kind', '=', 'error')
    .select(['name', 'path', sql<number>`sum(occurrences)`.as('count')])
    .groupBy(['name', 'path'])
    .execute()
  for (const group of errorPages)
    add('error_page', `${group.name}\t${group.path}`, Number(group.count))

  const orders = await events
    .where('kind', '=', 'order')
    .select([sql<number>`count(*)`.as('count'), sql<number>`coalesce(sum(value), 0)`.as('revenue')])
    .executeTakeFirstOrThrow()
  add('orders', '', Number(orders.count), Number(orders.revenue))

  // Lines and vitals are few per day; they are summed here rather than in SQL over JSON.
  const lines = await events
    .where('kind', '=', 'order-line')
    .select(['name', 'value', 'data'])
    .execute()
  const products = new Map<string, { revenue: number; units: number }>()
  for (const line of lines) {
    const data = JSON.parse(line.data) as { title?: string; quantity?: number }
    const key = `${line.name}\t${data.title ?? ''}`
    const total = products.get(key) ?? { revenue: 0, units: 0 }
    total.revenue += line.value
    total.units += data.quantity ?? 0
    products.set(key, total)
  }
  for (const [key, total] of products) add('product', key, total.revenue, total.units)

  const vitals = await events
    .where('kind', '=', 'vital')
    .select(['name', 'path', 'value'])
    .execute()
  const byPage = new Map<string, number[]>()
  for (const vital of vitals) {
    const key = `${vital.name}\t${vital.path}`
    byPage.set(key, [...(byPage.get(key) ?? []), vital.value])
  }
  for (const [key, values] of byPage) add('vital', key, percentile75(values), values.length)

  await rollupExperiments(db, websiteId, day, add)

  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('analyticsDaily')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) =>
        oc.columns(['websiteId', 'metric', 'day', 'dimension']).doUpdateSet({
          value: (eb) => eb.ref('excluded.value'),
          extra: (eb) => eb.ref('excluded.extra'),
        }),
      )
      .execute()
  }

  await rollupMonth(storage, websiteId, day.slice(0, 7))
}

/** Re-sums the month of `month` (YYYY-MM) from its days, for the dashboard's long ranges. */
async function rollupMonth(storage: Storage, websiteId: string, month: string): Promise<void> {
  const first = `${month}-01`
  await sql`INSERT INTO analytics_daily (website_id, day, metric, dimension, value, extra)
    SELECT website_id, CAST(${first} AS text), 'm:' || metric, dimension, sum(value), sum(extra)
    FROM analytics_daily
    WHERE website_id = ${websiteId} AND metric IN (${sql.join([...monthlyMetrics])})
      AND day >= ${first} AND day <= ${`${month}-31`}
    GROUP BY website_id, metric, dimension
    ON CONFLICT (website_id, metric, day, dimension)
    DO UPDATE SET value = excluded.value, extra = excluded.extra`.execute(storage.db)
}
