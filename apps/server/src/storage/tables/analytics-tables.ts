import type { Generated } from 'kysely'

// The tables of analytics (migration 0030) and experiments (migration 0050).

export interface AnalyticsEventsTable {
  id: string
  websiteId: string
  at: string
  day: string
  /** pageview | search | heartbeat | audio | video | event | vital | error | order */
  kind: string
  name: string
  visitorHash: string
  sessionId: string
  path: string
  referrer: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  device: string
  browser: string
  value: number
  data: string
  /** The visitor's experiment assignments (`name=variant&…`, migration 0050); '' for none. */
  experiments: Generated<string>
  /** How many identical errors this row stands for (migration 0060); 1 for every other row. */
  occurrences: Generated<number>
}

/** The owner's experiments and feature toggles (migration 0050). */
export interface AnalyticsFeaturesTable {
  websiteId: string
  name: string
  experimentType: string
  /** JSON: [{ name, weight }] */
  variants: string
  segmentName: string
  template: string
  createdAt: string
  updatedAt: string
  endedAt: string | null
}

export interface AnalyticsDailyTable {
  websiteId: string
  day: string
  metric: string
  dimension: string
  value: number
  extra: number
}

export interface AnalyticsSaltsTable {
  day: string
  salt: string
}

export interface AnalyticsSettingsTable {
  websiteId: string
  document: string
  updatedAt: string
}
