import type { Storage } from '../storage/open-storage.js'
import type { DayRange } from './dashboard-range.js'
import {
  errorsPanel,
  formsPanel,
  salesPanel,
  trafficPanel,
  vitalsPanel,
} from './dashboard-queries.js'

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
    const panel = await trafficPanel(storage, websiteId, range, exportLimit)
    return {
      headers: ['page', 'pageviews', 'visitors'],
      rows: panel.pages.map((p) => [p.path, p.pageviews, p.visitors]),
    }
  },
  ...Object.fromEntries(
    (
      [
        ['referrers', 'referrer'],
        ['utm-sources', 'utmSources'],
        ['utm-mediums', 'utmMediums'],
        ['utm-campaigns', 'utmCampaigns'],
        ['devices', 'devices'],
        ['browsers', 'browsers'],
      ] as const
    ).map(([table, key]) => [
      table,
      async (storage: Storage, websiteId: string, range: DayRange): Promise<Table> => {
        const panel = await trafficPanel(storage, websiteId, range, exportLimit)
        const list = key === 'referrer' ? panel.referrers : panel[key]
        return { headers: ['name', 'visits'], rows: list.map((row) => [row.name, row.visits]) }
      },
    ]),
  ),
  searches: async (storage, websiteId, range) => {
    const panel = await trafficPanel(storage, websiteId, range, exportLimit)
    return {
      headers: ['keyword', 'searches'],
      rows: panel.searches.map((s) => [s.keyword, s.searches]),
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
}
