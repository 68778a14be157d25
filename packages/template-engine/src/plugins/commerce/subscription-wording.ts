import type { RenderContext } from '../../plugin-api.js'
import { fillPlaceholders } from './localized.js'
import { planDuration, type BillingUnit, type SubscriptionPlan } from './subscription-plan.js'

const UNIT_WORDS: Readonly<Record<BillingUnit, { one: string; many: string; key: string }>> = {
  WEEK: { one: 'week', many: 'weeks', key: 'Week' },
  MONTH: { one: 'month', many: 'months', key: 'Month' },
  YEAR: { one: 'year', many: 'years', key: 'Year' },
}

/**
 * The `localizedStrings` key of a price wording, such as
 * `productPrice__singlePrice__1Weekly__limited__nWeeks`.
 */
export function wordingKey(plan: SubscriptionPlan, multiplePrices: boolean): string {
  const duration = planDuration(plan)
  const period = `${plan.periodValue === 1 ? '1' : 'n'}${UNIT_WORDS[plan.periodUnit].key}ly`
  const length =
    duration.value === 0
      ? 'indefinite'
      : `limited__${duration.value === 1 ? '1' : 'n'}${UNIT_WORDS[duration.unit].key}s`
  return `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${period}__${length}`
}

/** English wording: '{price} every 2 weeks for 12 weeks', 'from {price} every month'. */
export function defaultWording(plan: SubscriptionPlan, multiplePrices: boolean): string {
  const duration = planDuration(plan)
  const unit = UNIT_WORDS[plan.periodUnit]
  let text = multiplePrices ? 'from {price} every ' : '{price} every '
  text += plan.periodValue === 1 ? unit.one : `{billingPeriodValue} ${unit.many}`
  if (duration.value > 0) {
    const durationUnit = UNIT_WORDS[duration.unit]
    text += ` for {duration} ${duration.value === 1 ? durationUnit.one : durationUnit.many}`
  }
  return text
}

/** A price with its billing wording, translated when the page supplies the wording. */
export function subscriptionPriceText(
  ctx: RenderContext,
  plan: SubscriptionPlan,
  multiplePrices: boolean,
  priceHtml: string,
): string {
  const translated = ctx.resolve(['localizedStrings', wordingKey(plan, multiplePrices)])
  const template =
    typeof translated === 'string' ? translated : defaultWording(plan, multiplePrices)
  return fillPlaceholders(template, {
    price: priceHtml,
    billingPeriodValue: plan.periodValue,
    duration: planDuration(plan).value,
  })
}
