import type { CLDR, CurrencyFormatOptions } from '@phensley/cldr'
import type { RenderContext } from '../../plugin-api.js'
import { asRecord } from './json-value.js'
import { DEFAULT_CURRENCY, readMoney, ZERO_MONEY } from './money.js'
import { cldrMoney } from './money-text.js'

const NO_OPTIONS: CurrencyFormatOptions = {}

/** Amounts kept per locale and options; past this the cache starts afresh. */
const TEXT_LIMIT = 4096

interface TextCache {
  /** Currency code, then the amount exactly as the JSON holds it (number or string). */
  readonly byCurrency: Map<string, Map<number | string, string>>
  size: number
}

const caches = new WeakMap<CLDR, WeakMap<CurrencyFormatOptions, TextCache>>()

function textCache(cldr: CLDR, options: CurrencyFormatOptions): TextCache {
  let byOptions = caches.get(cldr)
  if (byOptions === undefined) caches.set(cldr, (byOptions = new WeakMap()))
  let cache = byOptions.get(options)
  if (cache === undefined) byOptions.set(options, (cache = { byCurrency: new Map(), size: 0 }))
  return cache
}

/**
 * `cldrMoney(readMoney(value) ?? ZERO_MONEY)` for a `{value, currency}` or
 * `{decimalValue, currencyCode}` record, looked up by the raw amount first: the same prices come
 * back render after render, and reading the decimal is then the costly part.
 */
export function cldrMoneyOfValue(
  ctx: RenderContext,
  value: unknown,
  options: CurrencyFormatOptions = NO_OPTIONS,
): string {
  const cldr = ctx.cldr
  if (!cldr) return ''
  const record = asRecord(value)
  const raw = record === undefined ? undefined : (record.value ?? record.decimalValue)
  if (record === undefined || (typeof raw !== 'number' && typeof raw !== 'string')) {
    return cldrMoney(ctx, readMoney(value) ?? ZERO_MONEY, options)
  }
  const code = record.currency ?? record.currencyCode
  const currency = typeof code === 'string' && code ? code : DEFAULT_CURRENCY
  const cache = textCache(cldr, options)
  let byAmount = cache.byCurrency.get(currency)
  if (byAmount === undefined) cache.byCurrency.set(currency, (byAmount = new Map()))
  let text = byAmount.get(raw)
  if (text === undefined) {
    // The text depends only on the currency and the raw amount (an unreadable amount is 0 USD).
    text = cldrMoney(ctx, readMoney(value) ?? ZERO_MONEY, options)
    if (cache.size >= TEXT_LIMIT) {
      cache.byCurrency.clear()
      cache.size = 0
      cache.byCurrency.set(currency, byAmount)
      byAmount.clear()
    }
    byAmount.set(raw, text)
    cache.size++
  }
  return text
}
