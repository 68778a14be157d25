import { api } from '../api/http.js'

export type RangeName = 'today' | '7d' | '30d' | '90d' | '12m' | 'custom'
export interface RangeChoice {
  range: RangeName
  from?: string
  to?: string
}

export interface Figure {
  value: number
  previous: number
}

interface RangeAnswer {
  currency: string
  range: { from: string; to: string; previousFrom: string; previousTo: string }
}

export interface NamedCount {
  name: string
  visits: number
}

export interface TrafficPanel extends RangeAnswer {
  figures: Record<'visits' | 'visitors' | 'pageviews' | 'bounceRate' | 'timeOnPage', Figure>
  series: Array<{
    day: string
    visits: number
    visitors: number
    pageviews: number
    bounceRate: number
    timeOnPage: number
  }>
  pages: Array<{ path: string; pageviews: number; visitors: number }>
  referrers: NamedCount[]
  utmSources: NamedCount[]
  utmMediums: NamedCount[]
  utmCampaigns: NamedCount[]
  devices: NamedCount[]
  browsers: NamedCount[]
  searches: Array<{ keyword: string; searches: number }>
}

export interface ProductRow {
  itemId: string
  title: string
  revenue: number
  units: number
}

export interface SalesPanel extends RangeAnswer {
  figures: Record<'revenue' | 'orders' | 'averageOrderValue' | 'conversionRate', Figure>
  series: Array<{ day: string; orders: number; revenue: number }>
  funnel: Array<{ step: string; label: string; count: number }>
  products: ProductRow[]
  productsByUnits: ProductRow[]
}

export interface VitalFigure {
  p75: number
  rating: 'good' | 'needs-improvement' | 'poor'
  samples: number
}

export interface VitalsPanel extends RangeAnswer {
  pages: Array<{ path: string; samples: number; metrics: Partial<Record<string, VitalFigure>> }>
}

export interface ErrorsPanel extends RangeAnswer {
  errors: Array<{ message: string; count: number; lastSeen: string; pages: string[] }>
}

export interface FormsPanel extends RangeAnswer {
  forms: Array<{ name: string; views: number; conversions: number; conversionRate: number }>
}

export interface AnalyticsSettings {
  cookiePolicy: 'none' | 'notice' | 'opt-in'
  censusEnabled: boolean
}

export function rangeQuery(choice: RangeChoice): string {
  const params = new URLSearchParams({ range: choice.range })
  if (choice.range === 'custom') {
    params.set('from', choice.from ?? '')
    params.set('to', choice.to ?? '')
  }
  return params.toString()
}

const base = '/api/editor/analytics'

export const analyticsApi = {
  traffic: (choice: RangeChoice) =>
    api<TrafficPanel>('GET', `${base}/traffic?${rangeQuery(choice)}`),
  sales: (choice: RangeChoice) => api<SalesPanel>('GET', `${base}/sales?${rangeQuery(choice)}`),
  vitals: (choice: RangeChoice) => api<VitalsPanel>('GET', `${base}/vitals?${rangeQuery(choice)}`),
  errors: (choice: RangeChoice) => api<ErrorsPanel>('GET', `${base}/errors?${rangeQuery(choice)}`),
  forms: (choice: RangeChoice) => api<FormsPanel>('GET', `${base}/forms?${rangeQuery(choice)}`),
  settings: () => api<AnalyticsSettings>('GET', `${base}/settings`),
  saveSettings: (settings: AnalyticsSettings) =>
    api<AnalyticsSettings>('PUT', `${base}/settings`, settings),
  exportUrl: (table: string, choice: RangeChoice) =>
    `${base}/export/${encodeURIComponent(table)}?${rangeQuery(choice)}`,
}
