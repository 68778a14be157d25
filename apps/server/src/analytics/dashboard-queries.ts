import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'
import type { DayRange } from './dashboard-range.js'
import { monthlyMetrics } from './rollup-day.js'
import { addDays, daysBetween } from './site-day.js'

export interface Figure {
  value: number
  previous: number
}

interface Totals {
  [metric: string]: number
}

async function totals(
  storage: Storage,
  websiteId: string,
  metrics: readonly string[],
  from: string,
  to: string,
): Promise<{ value: Totals; extra: Totals }> {
  const rows = await storage.db
    .selectFrom('analyticsDaily')
    .select(['metric', sql<number>`sum(value)`.as('value'), sql<number>`sum(extra)`.as('extra')])
    .where('websiteId', '=', websiteId)
    .where('metric', 'in', [...metrics])
    .where('dimension', '=', '')
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('metric')
    .execute()
  const value: Totals = {}
  const extra: Totals = {}
  for (const metric of metrics) {
    value[metric] = 0
    extra[metric] = 0
  }
  for (const row of rows) {
    value[row.metric] = Number(row.value)
    extra[row.metric] = Number(row.extra)
  }
  return { value, extra }
}

/** Per-day totals of `metrics`, every day of the range present (0 when nothing happened). */
async function series(
  storage: Storage,
  websiteId: string,
  metrics: readonly string[],
  range: DayRange,
): Promise<Array<{ day: string } & Totals>> {
  const rows = await storage.db
    .selectFrom('analyticsDaily')
    .select(['day', 'metric', 'value', 'extra'])
    .where('websiteId', '=', websiteId)
    .where('metric', 'in', [...metrics])
    .where('dimension', '=', '')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute()
  const days = new Map<string, { day: string } & Totals>()
  const length = daysBetween(range.from, range.to)
  for (let index = 0; index < length; index += 1) {
    const day = addDays(range.from, index)
    const entry: { day: string } & Totals = { day } as { day: string } & Totals
    for (const metric of metrics) {
      entry[metric] = 0
      entry[`${metric}Extra`] = 0
    }
    days.set(day, entry)
  }
  for (const row of rows) {
    const entry = days.get(row.day)
    if (entry === undefined) continue
    entry[row.metric] = Number(row.value)
    entry[`${row.metric}Extra`] = Number(row.extra)
  }
  return [...days.values()]
}

/** The dimensions of one metric over the range, biggest first. */
async function breakdown(
  storage: Storage,
  websiteId: string,
  metric: string,
  range: DayRange,
  limit: number,
  extra: 'sum' | 'max' = 'sum',
): Promise<Array<{ dimension: string; value: number; extra: number }>> {
  const rows = await storage.db
    .selectFrom('analyticsDaily')
    .select([
      'dimension',
      sql<number>`sum(value)`.as('value'),
      extra === 'sum' ? sql<number>`sum(extra)`.as('extra') : sql<number>`max(extra)`.as('extra'),
    ])
    .where('websiteId', '=', websiteId)
    .where('metric', '=', metric)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('dimension')
    .orderBy(sql`sum(value)`, 'desc')
    .orderBy('dimension')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    dimension: row.dimension,
    value: Number(row.value),
    extra: Number(row.extra),
  }))
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)

/** The whole months inside the range, and the days outside them. */
export function splitByMonths(range: { from: string; to: string }): {
  months: string[]
  dayRanges: Array<{ from: string; to: string }>
} {
  const months: string[] = []
  const nextMonth = (day: string) => `${addDays(`${day.slice(0, 7)}-28`, 4).slice(0, 7)}-01`
  let cursor = range.from.endsWith('-01') ? range.from : nextMonth(range.from)
  while (true) {
    const next = nextMonth(cursor)
    const last = addDays(next, -1)
    if (last > range.to) break
    months.push(cursor)
    cursor = next
  }
  if (months.length === 0) return { months, dayRanges: [range] }
  const firstMonth = months[0] as string
  const afterLast = nextMonth(months[months.length - 1] as string)
  const dayRanges = [
    { from: range.from, to: addDays(firstMonth, -1) },
    { from: afterLast, to: range.to },
  ].filter((part) => part.from <= part.to)
  return { months, dayRanges }
}

/**
 * Several metrics' dimensions over the range in one query, the biggest `limit` of each: whole
 * months come from the monthly sums (`m:` metrics), the days around them from the daily rows.
 */
export async function breakdowns(
  storage: Storage,
  websiteId: string,
  metrics: readonly string[],
  range: DayRange,
  limit: number,
): Promise<Map<string, Array<{ dimension: string; value: number; extra: number }>>> {
  const monthly = metrics.filter((metric) => (monthlyMetrics as readonly string[]).includes(metric))
  const { months, dayRanges } =
    monthly.length === metrics.length ? splitByMonths(range) : { months: [], dayRanges: [range] }
  const rows = await storage.db
    .selectFrom('analyticsDaily')
    .select([
      'metric',
      'dimension',
      sql<number>`sum(value)`.as('value'),
      sql<number>`sum(extra)`.as('extra'),
    ])
    .where('websiteId', '=', websiteId)
    .where((eb) =>
      eb.or([
        ...dayRanges.map((part) =>
          eb.and([
            eb('metric', 'in', [...metrics]),
            eb('day', '>=', part.from),
            eb('day', '<=', part.to),
          ]),
        ),
        ...(months.length > 0
          ? [
              eb.and([
                eb(
                  'metric',
                  'in',
                  metrics.map((metric) => `m:${metric}`),
                ),
                eb('day', 'in', months),
              ]),
            ]
          : []),
      ]),
    )
    .groupBy(['metric', 'dimension'])
    .execute()
  const merged = new Map<string, Map<string, { value: number; extra: number }>>()
  for (const metric of metrics) merged.set(metric, new Map())
  for (const row of rows) {
    const metric = row.metric.startsWith('m:') ? row.metric.slice(2) : row.metric
    const byDimension = merged.get(metric)
    if (byDimension === undefined) continue
    const total = byDimension.get(row.dimension) ?? { value: 0, extra: 0 }
    total.value += Number(row.value)
    total.extra += Number(row.extra)
    byDimension.set(row.dimension, total)
  }
  const byMetric = new Map<string, Array<{ dimension: string; value: number; extra: number }>>()
  for (const [metric, byDimension] of merged) {
    const list = [...byDimension].map(([dimension, total]) => ({ dimension, ...total }))
    list.sort((a, b) => b.value - a.value || (a.dimension < b.dimension ? -1 : 1))
    byMetric.set(metric, list.slice(0, limit))
  }
  return byMetric
}

export async function trafficPanel(
  storage: Storage,
  websiteId: string,
  range: DayRange,
  limit = 10,
) {
  const metrics = ['visits', 'visitors', 'pageviews', 'bounces', 'time'] as const
  const days = await series(storage, websiteId, metrics, range)
  const now: Totals = {}
  for (const metric of metrics) now[metric] = days.reduce((sum, day) => sum + (day[metric] ?? 0), 0)
  const before = (await totals(storage, websiteId, metrics, range.previousFrom, range.previousTo))
    .value
  const figures = (t: Totals) => ({
    visits: t.visits ?? 0,
    visitors: t.visitors ?? 0,
    pageviews: t.pageviews ?? 0,
    bounceRate: ratio(t.bounces ?? 0, t.visits ?? 0),
    timeOnPage: ratio(t.time ?? 0, t.pageviews ?? 0),
  })
  const current = figures(now)
  const previous = figures(before)
  const tables = await breakdowns(
    storage,
    websiteId,
    ['page', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'search'],
    range,
    limit,
  )
  const named = (metric: string) =>
    (tables.get(metric) ?? []).map((row) => ({ name: row.dimension, visits: row.value }))
  return {
    figures: Object.fromEntries(
      Object.entries(current).map(([key, value]) => [
        key,
        { value, previous: previous[key as keyof typeof previous] },
      ]),
    ) as Record<keyof typeof current, Figure>,
    series: days.map((day) => ({ day: day.day, ...figures(day) })),
    pages: (tables.get('page') ?? []).map((row) => ({
      path: row.dimension,
      pageviews: row.value,
      visitors: row.extra,
    })),
    referrers: named('referrer'),
    utmSources: named('utm_source'),
    utmMediums: named('utm_medium'),
    utmCampaigns: named('utm_campaign'),
    devices: named('device'),
    browsers: named('browser'),
    searches: (tables.get('search') ?? []).map((row) => ({
      keyword: row.dimension,
      searches: row.value,
    })),
  }
}

/** Funnel steps: sessions that reached each step (orders for the last). */
export const funnelSteps = [
  { key: 'sessions', label: 'Sessions' },
  { key: 'product-view', label: 'Product views' },
  { key: 'add-to-cart', label: 'Add to cart' },
  { key: 'checkout-started', label: 'Checkout' },
  { key: 'purchase', label: 'Purchase' },
] as const

async function eventSessions(storage: Storage, websiteId: string, range: DayRange) {
  const rows = await breakdown(storage, websiteId, 'event', range, 1_000)
  return new Map(rows.map((row) => [row.dimension, row]))
}

export async function salesPanel(storage: Storage, websiteId: string, range: DayRange, limit = 10) {
  const metrics = ['orders', 'visits'] as const
  const now = await totals(storage, websiteId, metrics, range.from, range.to)
  const before = await totals(storage, websiteId, metrics, range.previousFrom, range.previousTo)
  const figures = (t: { value: Totals; extra: Totals }) => {
    const orders = t.value.orders ?? 0
    const revenue = t.extra.orders ?? 0
    return {
      revenue,
      orders,
      averageOrderValue: ratio(revenue, orders),
      conversionRate: ratio(orders, t.value.visits ?? 0),
    }
  }
  const current = figures(now)
  const previous = figures(before)
  const events = await eventSessions(storage, websiteId, range)
  const counts: Record<string, number> = {
    sessions: now.value.visits ?? 0,
    'product-view': events.get('product-view')?.extra ?? 0,
    'add-to-cart': events.get('add-to-cart')?.extra ?? 0,
    'checkout-started': events.get('checkout-started')?.extra ?? 0,
    purchase: current.orders,
  }
  const days = await series(storage, websiteId, ['orders'], range)
  return {
    figures: Object.fromEntries(
      Object.entries(current).map(([key, value]) => [
        key,
        { value, previous: previous[key as keyof typeof previous] },
      ]),
    ) as Record<keyof typeof current, Figure>,
    series: days.map((day) => ({
      day: day.day,
      orders: day.orders ?? 0,
      revenue: day.ordersExtra ?? 0,
    })),
    funnel: funnelSteps.map((step) => ({
      step: step.key,
      label: step.label,
      count: counts[step.key] ?? 0,
    })),
    ...(await productTables(storage, websiteId, range, limit)),
  }
}

async function productTables(storage: Storage, websiteId: string, range: DayRange, limit: number) {
  const all =
    (await breakdowns(storage, websiteId, ['product'], range, 100_000)).get('product') ?? []
  const rows = all.map((row) => {
    const [itemId = '', title = ''] = row.dimension.split('\t')
    return { itemId, title, revenue: row.value, units: row.extra }
  })
  return {
    products: rows.slice(0, limit),
    productsByUnits: [...rows]
      .sort((a, b) => b.units - a.units || b.revenue - a.revenue)
      .slice(0, limit),
  }
}

/** Web Vitals thresholds (web.dev): good up to the first, poor above the second. */
export const vitalThresholds: Record<string, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
}

export function vitalRating(name: string, value: number): 'good' | 'needs-improvement' | 'poor' {
  const [good, poor] = vitalThresholds[name] ?? [Infinity, Infinity]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

export async function vitalsPanel(
  storage: Storage,
  websiteId: string,
  range: DayRange,
  limit = 50,
) {
  // A range's p75 is the sample-weighted mean of the daily p75s (exact for a single day).
  const rows = await storage.db
    .selectFrom('analyticsDaily')
    .select([
      'dimension',
      sql<number>`sum(value * extra)`.as('weighted'),
      sql<number>`sum(extra)`.as('samples'),
    ])
    .where('websiteId', '=', websiteId)
    .where('metric', '=', 'vital')
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('dimension')
    .execute()
  const pages = new Map<
    string,
    {
      path: string
      samples: number
      metrics: Record<string, { p75: number; rating: string; samples: number }>
    }
  >()
  for (const row of rows) {
    const [name = '', path = ''] = row.dimension.split('\t')
    const samples = Number(row.samples)
    const p75 = samples === 0 ? 0 : Number(row.weighted) / samples
    const page = pages.get(path) ?? { path, samples: 0, metrics: {} }
    page.metrics[name] = { p75, rating: vitalRating(name, p75), samples }
    page.samples = Math.max(page.samples, samples)
    pages.set(path, page)
  }
  return {
    pages: [...pages.values()]
      .sort((a, b) => b.samples - a.samples || a.path.localeCompare(b.path))
      .slice(0, limit),
  }
}

export async function errorsPanel(
  storage: Storage,
  websiteId: string,
  range: DayRange,
  limit = 50,
) {
  const groups = await breakdown(storage, websiteId, 'error', range, limit, 'max')
  const pages = await breakdown(storage, websiteId, 'error_page', range, 1_000)
  return {
    errors: groups.map((group) => ({
      message: group.dimension,
      count: group.value,
      lastSeen: new Date(group.extra).toISOString(),
      pages: pages
        .filter((page) => page.dimension.startsWith(`${group.dimension}\t`))
        .slice(0, 10)
        .map((page) => page.dimension.slice(group.dimension.length + 1)),
    })),
  }
}

export async function formsPanel(storage: Storage, websiteId: string, range: DayRange) {
  const events = await eventSessions(storage, websiteId, range)
  const count = (name: string) => events.get(name)?.value ?? 0
  const row = (name: string, views: number, conversions: number) => ({
    name,
    views,
    conversions,
    conversionRate: ratio(conversions, views),
  })
  return {
    forms: [
      row('Forms', count('form-view'), count('form-submit')),
      row('Newsletter', count('newsletter-view'), count('newsletter-signup')),
    ],
  }
}
