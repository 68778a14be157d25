import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { parseAssignments } from './experiment-assignments.js'

/**
 * Conversion by variant for one site and day: `experiment` rows (dimension `name:variant`) hold
 * the visits that saw the variant and, as extra, the visitors; `experiment_orders` rows the orders
 * placed in it and, as extra, their revenue. Hits carry the assignments they were sent with, so a
 * visit is counted in each variant it saw.
 */
export async function rollupExperiments(
  db: Kysely<Database>,
  websiteId: string,
  day: string,
  add: (metric: string, dimension: string, value: number, extra?: number) => void,
): Promise<void> {
  const visits = await sql<{ experiments: string; visits: number; visitors: number }>`
    SELECT experiments, count(distinct session_id) AS visits, count(distinct visitor_hash) AS visitors
    FROM analytics_events
    WHERE website_id = ${websiteId} AND day = ${day} AND kind = 'pageview' AND experiments <> ''
    GROUP BY experiments`.execute(db)
  const seen = new Map<string, { visits: number; visitors: number }>()
  for (const row of visits.rows) {
    for (const [name, variant] of parseAssignments(row.experiments)) {
      const key = `${name}:${variant}`
      const total = seen.get(key) ?? { visits: 0, visitors: 0 }
      total.visits += Number(row.visits)
      total.visitors += Number(row.visitors)
      seen.set(key, total)
    }
  }
  for (const [key, total] of seen) add('experiment', key, total.visits, total.visitors)

  const orders = await sql<{ experiments: string; orders: number; revenue: number }>`
    SELECT experiments, count(*) AS orders, coalesce(sum(value), 0) AS revenue
    FROM analytics_events
    WHERE website_id = ${websiteId} AND day = ${day} AND kind = 'order' AND experiments <> ''
    GROUP BY experiments`.execute(db)
  const sold = new Map<string, { orders: number; revenue: number }>()
  for (const row of orders.rows) {
    for (const [name, variant] of parseAssignments(row.experiments)) {
      const key = `${name}:${variant}`
      const total = sold.get(key) ?? { orders: 0, revenue: 0 }
      total.orders += Number(row.orders)
      total.revenue += Number(row.revenue)
      sold.set(key, total)
    }
  }
  for (const [key, total] of sold) add('experiment_orders', key, total.orders, total.revenue)
}
