import { asNumber, asRecord } from './json-value.js'

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR'

/** SPEC §3 Subscription: billed every `periodValue` units, `cycles` times (0 = indefinitely). */
export interface SubscriptionPlan {
  readonly periodValue: number
  readonly periodUnit: BillingUnit
  readonly cycles: number
}

const UNITS: ReadonlySet<string> = new Set(['WEEK', 'MONTH', 'YEAR'])

/** SPEC §9: durations convert to years when whole (52 weeks or 12 months per year). */
const PER_YEAR: Readonly<Partial<Record<BillingUnit, number>>> = { WEEK: 52, MONTH: 12 }

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

/** How long the subscription runs; value 0 means until cancelled. */
export function planDuration(plan: SubscriptionPlan): { value: number; unit: BillingUnit } {
  const value = plan.periodValue * plan.cycles
  const perYear = PER_YEAR[plan.periodUnit]
  if (value > 0 && perYear && value % perYear === 0) return { value: value / perYear, unit: 'YEAR' }
  return { value, unit: plan.periodUnit }
}
