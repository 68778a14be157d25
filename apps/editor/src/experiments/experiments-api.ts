import { api } from '../api/http.js'
import { rangeQuery } from '../analytics/analytics-api.js'
import type { RangeChoice } from '../analytics/analytics-api.js'

import type { ExperimentType } from '@atelier/schema'

export type { ExperimentType }

export interface Variant {
  name: string
  weight: number
}

export interface Feature {
  name: string
  experimentType: ExperimentType
  variants: Variant[]
  segmentName: string
  template: string
  createdAt: string
  updatedAt: string
  endedAt: string | null
}

export interface FeatureDraft {
  name: string
  experimentType: ExperimentType
  variants: Variant[]
  segmentName: string
  template: string
}

export interface VariantConversion {
  experiment: string
  variant: string
  visits: number
  orders: number
  revenue: number
  conversionRate: number
}

const base = '/api/editor/experiments'

export const experimentsApi = {
  list: () => api<{ features: Feature[]; templateVariants: Record<string, string[]> }>('GET', base),
  create: (draft: FeatureDraft) => api<Feature>('POST', base, draft),
  update: (name: string, change: { variants: Variant[]; segmentName: string }) =>
    api<Feature>('PUT', `${base}/${encodeURIComponent(name)}`, change),
  end: (name: string) => api<Feature>('POST', `${base}/${encodeURIComponent(name)}/end`),
  conversions: (choice: RangeChoice) =>
    api<{ currency: string; variants: VariantConversion[] }>(
      'GET',
      `/api/editor/analytics/experiments?${rangeQuery(choice)}`,
    ),
}
