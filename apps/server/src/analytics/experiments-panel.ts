import type { Storage } from '../storage/open-storage.js'
import { breakdowns } from './dashboard-queries.js'
import type { DayRange } from './dashboard-range.js'

export interface VariantConversion {
  experiment: string
  variant: string
  visits: number
  orders: number
  revenue: number
  /** Orders per visit that saw the variant. */
  conversionRate: number
}

/** Conversion by variant over the range, from the daily `experiment` rollups. */
export async function experimentsPanel(storage: Storage, websiteId: string, range: DayRange) {
  const rollups = await breakdowns(
    storage,
    websiteId,
    ['experiment', 'experiment_orders'],
    range,
    Number.POSITIVE_INFINITY,
  )
  const byVariant = new Map<string, VariantConversion>()
  for (const [metric, rows] of rollups) {
    for (const row of rows) {
      const separator = row.dimension.indexOf(':')
      const entry = byVariant.get(row.dimension) ?? {
        experiment: row.dimension.slice(0, separator),
        variant: row.dimension.slice(separator + 1),
        visits: 0,
        orders: 0,
        revenue: 0,
        conversionRate: 0,
      }
      if (metric === 'experiment') entry.visits = row.value
      else {
        entry.orders = row.value
        entry.revenue = row.extra
      }
      byVariant.set(row.dimension, entry)
    }
  }
  const variants = [...byVariant.values()]
    .map((entry) => ({
      ...entry,
      conversionRate: entry.visits === 0 ? 0 : entry.orders / entry.visits,
    }))
    .sort((a, b) =>
      a.experiment === b.experiment
        ? a.variant < b.variant
          ? -1
          : 1
        : a.experiment < b.experiment
          ? -1
          : 1,
    )
  return { variants }
}
