import { subscriptionWording } from '@atelier/schema'
import type { RenderContext } from '../../plugin-api.js'
import { fillPlaceholders } from './localized.js'
import type { SubscriptionPlan } from './subscription-plan.js'

/**
 * A price with its billing wording (SPEC §9, the rule of `@atelier/schema`), translated when the
 * page supplies the wording: '{price} every 2 weeks for 12 weeks', 'from {price} every month'.
 */
export function subscriptionPriceText(
  ctx: RenderContext,
  plan: SubscriptionPlan,
  multiplePrices: boolean,
  priceHtml: string,
): string {
  const wording = subscriptionWording(plan, multiplePrices)
  const translated = ctx.resolve(['localizedStrings', wording.key])
  const template = typeof translated === 'string' ? translated : wording.english
  return fillPlaceholders(template, { ...wording.values, price: priceHtml })
}
