/*
 * SPEC §9 subscription price wording, the one rule of it: the storefront's product price (template
 * engine) and checkout (`@atelier/commerce`) each read a plan their own way and fill the template
 * with their own price, but the `localizedStrings` key, the English wording and the values of its
 * placeholders come from here.
 */

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR'

/** SPEC §3 Subscription: billed every `periodValue` units, `cycles` times (0 = until cancelled). */
export interface BillingPlan {
  readonly periodValue: number
  readonly periodUnit: BillingUnit
  readonly cycles: number
}

/** How long a finite subscription runs, in the largest whole unit. */
export interface SubscriptionDuration {
  readonly unit: BillingUnit
  readonly count: number
}

/** The English wording of each billing period and duration, by the key's part. */
export const subscriptionWordingStrings = {
  periods: {
    '1Weekly': '{price} every week',
    nWeekly: '{price} every {billingPeriodValue} weeks',
    '1Monthly': '{price} every month',
    nMonthly: '{price} every {billingPeriodValue} months',
    '1Yearly': '{price} every year',
    nYearly: '{price} every {billingPeriodValue} years',
  },
  durations: {
    '1Week': 'for 1 week',
    nWeeks: 'for {duration} weeks',
    '1Month': 'for 1 month',
    nMonths: 'for {duration} months',
    '1Year': 'for 1 year',
    nYears: 'for {duration} years',
  },
  /** Before the wording of a product whose variants differ in price. */
  from: 'from ',
} as const

type PeriodKey = keyof typeof subscriptionWordingStrings.periods
type DurationKey = keyof typeof subscriptionWordingStrings.durations

const PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 }
const PERIOD_WORD = { WEEK: 'Weekly', MONTH: 'Monthly', YEAR: 'Yearly' } as const
const DURATION_WORD = {
  WEEK: ['1Week', 'nWeeks'],
  MONTH: ['1Month', 'nMonths'],
  YEAR: ['1Year', 'nYears'],
} as const

/**
 * The total length of a plan with a fixed number of billing cycles, in years when it is a whole
 * number of them (52 weeks or 12 months a year); undefined for a plan billed until cancelled.
 */
export function planDuration(plan: BillingPlan): SubscriptionDuration | undefined {
  if (plan.cycles <= 0) return undefined
  const total = plan.periodValue * plan.cycles
  const perYear = PER_YEAR[plan.periodUnit]
  return total % perYear === 0
    ? { unit: 'YEAR', count: total / perYear }
    : { unit: plan.periodUnit, count: total }
}

export interface SubscriptionWording {
  /** The `localizedStrings` key a site may translate the wording under. */
  readonly key: string
  /** The English wording, with `{price}`, `{billingPeriodValue}` and `{duration}`. */
  readonly english: string
  /** What `{billingPeriodValue}` and `{duration}` stand for. */
  readonly values: { readonly billingPeriodValue: number; readonly duration: number }
}

/**
 * A plan's wording: e.g. `productPrice__singlePrice__nMonthly__limited__nYears`, '{price} every
 * {billingPeriodValue} months for {duration} years', 3 and 2.
 */
export function subscriptionWording(
  plan: BillingPlan,
  multiplePrices = false,
): SubscriptionWording {
  const { periods, durations, from } = subscriptionWordingStrings
  const period: PeriodKey = `${plan.periodValue === 1 ? '1' : 'n'}${PERIOD_WORD[plan.periodUnit]}`
  const duration = planDuration(plan)
  const durationKey: DurationKey | undefined =
    duration === undefined ? undefined : DURATION_WORD[duration.unit][duration.count === 1 ? 0 : 1]
  const prices = multiplePrices ? 'multiplePrices' : 'singlePrice'
  const length = durationKey === undefined ? 'indefinite' : `limited__${durationKey}`
  return {
    key: `productPrice__${prices}__${period}__${length}`,
    english:
      (multiplePrices ? from : '') +
      periods[period] +
      (durationKey === undefined ? '' : ` ${durations[durationKey]}`),
    values: { billingPeriodValue: plan.periodValue, duration: duration?.count ?? 0 },
  }
}
