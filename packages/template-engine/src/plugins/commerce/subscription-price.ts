import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { asArray, asRecord, isTrue, type JsonRecord } from './json-value.js'
import { fillPlaceholders, localized } from './localized.js'
import { moneyHtml } from './money-text.js'
import { priceMarkup, type PriceDisplay } from './price-markup.js'
import {
  currentPrice,
  highestPrice,
  lowestPrice,
  pricesDiffer,
  regularPrice,
  salePriceOf,
  variants,
} from './product.js'
import { LOCALIZED_KEYS, STRINGS } from './strings.js'
import { FRAMING, framed } from './markup-framing.js'

/** Each variant's subscription price is its first pricing option. */
function firstPricingOptions(item: unknown): JsonRecord[] {
  const out: JsonRecord[] = []
  for (const variant of variants(item)) {
    const option = asRecord(asArray(variant.pricingOptions)[0])
    if (option) out.push(option)
  }
  return out
}

function display(ctx: RenderContext, options: JsonRecord[]): PriceDisplay {
  if (options.length === 0) return { kind: 'none' }
  const current = options.map(currentPrice)
  if (pricesDiffer(current)) {
    const template = localized(ctx, LOCALIZED_KEYS.fromPrice, STRINGS.fromPrice)
    const lowest = lowestPrice(current)!
    return { kind: 'text', text: fillPlaceholders(template, { fromPrice: moneyHtml(ctx, lowest) }) }
  }
  const original = moneyHtml(ctx, highestPrice(options.map(regularPrice))!)
  const onSale = options.filter((o) => isTrue(o.onSale))
  if (onSale.length > 0) {
    return { kind: 'sale', sale: moneyHtml(ctx, lowestPrice(onSale.map(salePriceOf))!), original }
  }
  return { kind: 'single', price: original }
}

/** `{item|subscription-price}`: the subscribe-and-save price of a product's pricing options. */
export const subscriptionPriceFormatter: FormatterFn = (_args, vars, ctx) => {
  const markup = priceMarkup(
    ctx,
    'subscription-price',
    display(ctx, firstPricingOptions(vars[0].value)),
  )
  vars[0].set(framed(FRAMING.price, markup))
}
