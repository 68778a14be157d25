import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { asNumber } from './json-value.js'
import { fillPlaceholders, localized } from './localized.js'
import { moneyHtml } from './money-text.js'
import { priceMarkup, type PriceDisplay } from './price-markup.js'
import {
  fromPrice,
  hasVariedPrices,
  isOnSale,
  isSubscribable,
  normalPrice,
  ProductType,
  salePrice,
  structuredContent,
} from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { readSubscriptionPlan } from './subscription-plan.js'
import { subscriptionPriceText } from './subscription-wording.js'
import { FRAMING, framed } from './markup-framing.js'

function oneTimePrice(ctx: RenderContext, item: unknown): PriceDisplay {
  if (hasVariedPrices(item)) {
    const template = localized(ctx, LOCALIZED_KEYS.fromPrice, STRINGS.fromPrice)
    return {
      kind: 'text',
      text: fillPlaceholders(template, { fromPrice: moneyHtml(ctx, fromPrice(item)) }),
    }
  }
  if (isOnSale(item)) {
    return {
      kind: 'sale',
      sale: moneyHtml(ctx, salePrice(item)),
      original: moneyHtml(ctx, normalPrice(item)),
    }
  }
  return { kind: 'single', price: moneyHtml(ctx, normalPrice(item)) }
}

function subscriptionPrice(ctx: RenderContext, item: unknown): PriceDisplay {
  const plan = readSubscriptionPlan(structuredContent(item)?.subscriptionPlan)
  if (!plan) {
    return { kind: 'text', text: localized(ctx, LOCALIZED_KEYS.unavailable, STRINGS.unavailable) }
  }
  if (hasVariedPrices(item)) {
    return {
      kind: 'text',
      text: subscriptionPriceText(ctx, plan, true, moneyHtml(ctx, fromPrice(item))),
    }
  }
  const original = subscriptionPriceText(ctx, plan, false, moneyHtml(ctx, normalPrice(item)))
  if (isOnSale(item)) {
    const sale = subscriptionPriceText(ctx, plan, false, moneyHtml(ctx, salePrice(item)))
    return { kind: 'sale', sale, original }
  }
  return { kind: 'single', price: original }
}

/** `{item|product-price}`: the price block of a product card or page. */
export const productPriceFormatter: FormatterFn = (_args, vars, ctx) => {
  const item = vars[0].value
  let display: PriceDisplay
  if (isSubscribable(item)) display = subscriptionPrice(ctx, item)
  // Only an explicit "no type" hides the price; products of other types show 0.00.
  else if (asNumber(structuredContent(item)?.productType) === ProductType.UNDEFINED) {
    display = { kind: 'none' }
  } else display = oneTimePrice(ctx, item)
  vars[0].set(framed(FRAMING.price, priceMarkup(ctx, 'product-price', display)))
}
