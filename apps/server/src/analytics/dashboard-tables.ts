import type { Storage } from '../storage/open-storage.js'
import type { DayRange } from './dashboard-range.js'
import {
  breakdowns,
  errorsPanel,
  formsPanel,
  salesPanel,
  trafficPanel,
  vitalsPanel,
} from './dashboard-queries.js'
import { experimentsPanel } from './experiments-panel.js'

type Cell = string | number
export interface Table {
  headers: string[]
  rows: Cell[][]
}

const exportLimit = 10_000

/** Every dashboard table by name, with all its rows, for the CSV export. */
export const exportTables: Record<
  string,
  (storage: Storage, websiteId: string, range: DayRange) => Promise<Table>
> = {
  traffic: async (storage, websiteId, range) => {
    const panel = await trafficPanel(storage, websiteId, range, 1)
    return {
      headers: ['day', 'visits', 'visitors', 'pageviews', 'bounce rate', 'time on page (s)'],
      rows: panel.series.map((d) => [
        d.day,
        d.visits,
        d.visitors,
        d.pageviews,
        d.bounceRate,
        d.timeOnPage,
      ]),
    }
  },
  pages: async (storage, websiteId, range) => {
    const rows = (await breakdowns(storage, websiteId, ['page'], range, exportLimit)).get('page')
    return {
      headers: ['page', 'pageviews', 'visitors'],
      rows: (rows ?? []).map((row) => [row.dimension, row.value, row.extra]),
    }
  },
  ...Object.fromEntries(
    (
      [
        ['referrers', 'referrer'],
        ['utm-sources', 'utm_source'],
        ['utm-mediums', 'utm_medium'],
        ['utm-campaigns', 'utm_campaign'],
        ['devices', 'device'],
        ['browsers', 'browser'],
      ] as const
    ).map(([table, metric]) => [
      table,
      async (storage: Storage, websiteId: string, range: DayRange): Promise<Table> => {
        const rows = (await breakdowns(storage, websiteId, [metric], range, exportLimit)).get(
          metric,
        )
        return {
          headers: ['name', 'visits'],
          rows: (rows ?? []).map((row) => [row.dimension, row.value]),
        }
      },
    ]),
  ),
  searches: async (storage, websiteId, range) => {
    const rows = (await breakdowns(storage, websiteId, ['search'], range, exportLimit)).get(
      'search',
    )
    return {
      headers: ['keyword', 'searches'],
      rows: (rows ?? []).map((row) => [row.dimension, row.value]),
    }
  },
  sales: async (storage, websiteId, range) => {
    const panel = await salesPanel(storage, websiteId, range, 1)
    return {
      headers: ['day', 'orders', 'revenue (minor units)'],
      rows: panel.series.map((d) => [d.day, d.orders, d.revenue]),
    }
  },
  funnel: async (storage, websiteId, range) => {
    const panel = await salesPanel(storage, websiteId, range, 1)
    return { headers: ['step', 'count'], rows: panel.funnel.map((s) => [s.label, s.count]) }
  },
  products: async (storage, websiteId, range) => {
    const panel = await salesPanel(storage, websiteId, range, exportLimit)
    return {
      headers: ['product id', 'product', 'revenue (minor units)', 'units'],
      rows: panel.products.map((p) => [p.itemId, p.title, p.revenue, p.units]),
    }
  },
  vitals: async (storage, websiteId, range) => {
    const panel = await vitalsPanel(storage, websiteId, range, exportLimit)
    const names = ['LCP', 'INP', 'CLS']
    return {
      headers: ['page', ...names.flatMap((name) => [`${name} p75`, `${name} rating`])],
      rows: panel.pages.map((page) => [
        page.path,
        ...names.flatMap((name) => {
          const metric = page.metrics[name]
          return metric === undefined ? ['', ''] : [metric.p75, metric.rating]
        }),
      ]),
    }
  },
  errors: async (storage, websiteId, range) => {
    const panel = await errorsPanel(storage, websiteId, range, exportLimit)
    return {
      headers: ['message', 'count', 'last seen', 'pages'],
      rows: panel.errors.map((e) => [e.message, e.count, e.lastSeen, e.pages.join(' ')]),
    }
  },
  forms: async (storage, websiteId, range) => {
    const panel = await formsPanel(storage, websiteId, range)
    return {
      headers: ['name', 'views', 'conversions', 'conversion rate'],
      rows: panel.forms.map((f) => [f.name, f.views, f.conversions, f.conversionRate]),
    }
  },
  experiments: async (storage, websiteId, range) => {
    const panel = await experimentsPanel(storage, websiteId, range)
    return {
      headers: [
        'experiment',
        'variant',
        'visits',
        'orders',
        'revenue (minor units)',
        'conversion rate',
      ],
      rows: panel.variants.map((v) => [
        v.experiment,
        v.variant,
        v.visits,
        v.orders,
        v.revenue,
        v.conversionRate,
      ]),
    }
  },
}
