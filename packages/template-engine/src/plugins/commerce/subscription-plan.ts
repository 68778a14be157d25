import type { BillingPlan, BillingUnit } from '@atelier/schema'
import { asNumber, asRecord } from './json-value.js'

/** SPEC §3 Subscription: billed every `periodValue` units, `cycles` times (0 = indefinitely). */
export type SubscriptionPlan = BillingPlan

const UNITS: ReadonlySet<string> = new Set(['WEEK', 'MONTH', 'YEAR'])

export function readSubscriptionPlan(value: unknown): SubscriptionPlan | undefined {
  const plan = asRecord(value)
  const period = asRecord(plan?.billingPeriod)
  if (!period) return undefined
  const unit = typeof period.unit === 'string' && UNITS.has(period.unit) ? period.unit : 'MONTH'
  const periodValue = asNumber(period.value)
  const cycles = asNumber(plan?.numBillingCycles)
  return {
    periodValue: Number.isFinite(periodValue) ? periodValue : 1,
    periodUnit: unit as BillingUnit,
    cycles: Number.isFinite(cycles) && cycles > 0 ? cycles : 0,
  }
}
