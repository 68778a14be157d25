import type { CLDR, CurrencyFormatOptions } from '@phensley/cldr'
import type { RenderContext } from '../../plugin-api.js'
import { parseDecimal } from './decimal.js'
import { asRecord, asText } from './json-value.js'
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
 * The amount and currency of a money record: `{decimalValue, currencyCode}` when it has both,
 * else `{value, currency}` when it has both, else none (as the reference reads it).
 */
function moneyFields(value: unknown): { amount: unknown; code: string } | undefined {
  const record = asRecord(value)
  if (record === undefined) return undefined
  if (record.decimalValue !== undefined && record.currencyCode !== undefined) {
    return { amount: record.decimalValue, code: asText(record.currencyCode) }
  }
  if (record.value !== undefined && record.currency !== undefined) {
    return { amount: record.value, code: asText(record.currency) }
  }
  return undefined
}

/**
 * The `money` formatter's text of a `{decimalValue, currencyCode}` or `{value, currency}` record
 * in the locale's currency format; empty when the value is no such record, its amount is no
 * number, or there is no locale data. Looked up by the raw amount first: the same prices come
 * back render after render, and reading the decimal is then the costly part.
 */
export function cldrMoneyOfValue(
  ctx: RenderContext,
  value: unknown,
  options: CurrencyFormatOptions = NO_OPTIONS,
): string {
  const cldr = ctx.cldr
  if (!cldr) return ''
  const fields = moneyFields(value)
  if (fields === undefined) return ''
  const raw = fields.amount
  if (typeof raw !== 'number' && typeof raw !== 'string') return ''
  const currency = fields.code
  const cache = textCache(cldr, options)
  let byAmount = cache.byCurrency.get(currency)
  if (byAmount === undefined) cache.byCurrency.set(currency, (byAmount = new Map()))
  let text = byAmount.get(raw)
  if (text === undefined) {
    // The text depends only on the currency and the raw amount.
    const amount = parseDecimal(raw)
    text = amount === undefined ? '' : cldrMoney(ctx, { amount, currency }, options)
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
