import type { ProductSubscriptionPlan } from './product.js'
import { commerceStrings, fillTemplate, subscriptionStrings } from './strings.js'

export type BillingUnit = 'WEEK' | 'MONTH' | 'YEAR'

/** How long a finite subscription runs, in the largest whole unit. */
export interface SubscriptionDuration {
  readonly unit: BillingUnit
  readonly count: number
}

const PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 }

const PERIOD_WORD: Readonly<Record<BillingUnit, 'Weekly' | 'Monthly' | 'Yearly'>> = {
  WEEK: 'Weekly',
  MONTH: 'Monthly',
  YEAR: 'Yearly',
}

const DURATION_WORD: Readonly<Record<BillingUnit, readonly [one: string, many: string]>> = {
  WEEK: ['Week', 'Weeks'],
  MONTH: ['Month', 'Months'],
  YEAR: ['Year', 'Years'],
}

function billingPeriod(plan: ProductSubscriptionPlan | null | undefined) {
  const unit = plan?.billingPeriod?.unit
  const value = plan?.billingPeriod?.value
  if (unit !== 'WEEK' && unit !== 'MONTH' && unit !== 'YEAR') return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) return undefined
  return { unit, value } as const
}

/**
 * The total length of a plan with a fixed number of billing cycles, in years when it is a whole
 * number of them (52 weeks or 12 months a year); undefined for a plan billed until cancelled.
 */
export function subscriptionDuration(
  plan: ProductSubscriptionPlan | null | undefined,
): SubscriptionDuration | undefined {
  const period = billingPeriod(plan)
  const cycles = plan?.numBillingCycles ?? 0
  if (!period || !Number.isSafeInteger(cycles) || cycles <= 0) return undefined
  const total = period.value * cycles
  const perYear = PER_YEAR[period.unit]
  return total % perYear === 0
    ? { unit: 'YEAR', count: total / perYear }
    : { unit: period.unit, count: total }
}

/** The localized-string key for a plan's wording and the values its placeholders take. */
export function subscriptionWordingKey(plan: ProductSubscriptionPlan | null | undefined):
  | {
      readonly key: string
      readonly period: string
      readonly duration?: string
      readonly values: Readonly<Record<string, number>>
    }
  | undefined {
  const period = billingPeriod(plan)
  if (!period) return undefined
  const periodKey = `${period.value === 1 ? '1' : 'n'}${PERIOD_WORD[period.unit]}` as const
  const duration = subscriptionDuration(plan)
  if (!duration) {
    return {
      key: `productPrice__singlePrice__${periodKey}__indefinite`,
      period: periodKey,
      values: { billingPeriodValue: period.value },
    }
  }
  const [one, many] = DURATION_WORD[duration.unit]
  const durationKey = duration.count === 1 ? `1${one}` : `n${many}`
  return {
    key: `productPrice__singlePrice__${periodKey}__limited__${durationKey}`,
    period: periodKey,
    duration: durationKey,
    values: { billingPeriodValue: period.value, duration: duration.count },
  }
}

/**
 * SPEC §9 subscription price wording: '{priceString} every week', '… every 2 months for 1 year'.
 * A site's `localizedStrings` may replace any full key; without a usable plan the wording falls
 * back to 'Unavailable' (SPEC §8), itself localizable as `productPriceUnavailable`.
 */
export function subscriptionWording(
  priceString: string,
  plan: ProductSubscriptionPlan | null | undefined,
  localizedStrings: Readonly<Record<string, string>> = {},
): string {
  const wording = subscriptionWordingKey(plan)
  if (!wording) {
    return (
      localizedStrings[subscriptionStrings.unavailableKey] ||
      commerceStrings.subscriptionUnavailable
    )
  }
  const periods: Readonly<Record<string, string>> = subscriptionStrings.periods
  const durations: Readonly<Record<string, string>> = subscriptionStrings.durations
  const english = [periods[wording.period], wording.duration && durations[wording.duration]]
    .filter(Boolean)
    .join(' ')
  const template = localizedStrings[wording.key] || english
  return fillTemplate(template, { ...wording.values, price: priceString })
}
