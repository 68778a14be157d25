import { planDuration, subscriptionWording as wordingOf } from '@atelier/schema'
import type { BillingPlan, BillingUnit, SubscriptionDuration } from '@atelier/schema'
import type { ProductSubscriptionPlan } from './product.js'
import { commerceStrings, fillTemplate, subscriptionStrings } from './strings.js'

export type { BillingUnit, SubscriptionDuration }

/** The plan checkout bills by, or undefined when its period is not a usable one. */
function billingPlan(plan: ProductSubscriptionPlan | null | undefined): BillingPlan | undefined {
  const unit = plan?.billingPeriod?.unit
  const value = plan?.billingPeriod?.value
  if (unit !== 'WEEK' && unit !== 'MONTH' && unit !== 'YEAR') return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) return undefined
  const cycles = plan?.numBillingCycles ?? 0
  return {
    periodValue: value,
    periodUnit: unit,
    cycles: Number.isSafeInteger(cycles) && cycles > 0 ? cycles : 0,
  }
}

/**
 * The total length of a plan with a fixed number of billing cycles, in years when it is a whole
 * number of them (52 weeks or 12 months a year); undefined for a plan billed until cancelled.
 */
export function subscriptionDuration(
  plan: ProductSubscriptionPlan | null | undefined,
): SubscriptionDuration | undefined {
  const billing = billingPlan(plan)
  return billing === undefined ? undefined : planDuration(billing)
}

/**
 * SPEC §9 subscription price wording (the rule of `@atelier/schema`): '{priceString} every
 * week', '… every 2 months for 1 year'. A site's `localizedStrings` may replace any full key;
 * without a usable plan the wording falls back to 'Unavailable' (SPEC §8), itself localizable as
 * `productPriceUnavailable`.
 */
export function subscriptionWording(
  priceString: string,
  plan: ProductSubscriptionPlan | null | undefined,
  localizedStrings: Readonly<Record<string, string>> = {},
): string {
  const billing = billingPlan(plan)
  if (!billing) {
    return (
      localizedStrings[subscriptionStrings.unavailableKey] ||
      commerceStrings.subscriptionUnavailable
    )
  }
  const wording = wordingOf(billing)
  const template = localizedStrings[wording.key] || wording.english
  return fillTemplate(template, { ...wording.values, price: priceString })
}
