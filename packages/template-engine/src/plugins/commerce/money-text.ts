import type { CLDR, CurrencyFormatOptions, CurrencyType } from '@phensley/cldr'
import { KR_AFTER_AMOUNT, withCurrencySymbol } from '@atelier/schema'
import type { RenderContext } from '../../plugin-api.js'
import { decimalToString, formatPlain } from './decimal.js'
import { isTrue } from './json-value.js'
import { fractionDigits, type Money } from './money.js'

const NO_OPTIONS: CurrencyFormatOptions = {}

/** SPEC §9: the legacy format keeps at most 15 integer digits. */
const MAX_INTEGER_DIGITS = 15

/** Comma thousands, dot decimal and the currency's fraction digits, locale-independent. */
export function plainMoney(money: Money): string {
  const digits = fractionDigits(money.currency)
  return formatPlain(money.amount, {
    minFraction: digits,
    maxFraction: digits,
    maxInteger: MAX_INTEGER_DIGITS,
  })
}

// CLDR currency formatting dominates price-heavy pages, and the same amounts come back render
// after render; results are kept per locale and per options object (options are parsed once per
// compiled argument list, so their identity is stable), bounded so memory stays flat.
const FORMATTED_LIMIT = 2048
const formatted = new WeakMap<CLDR, WeakMap<CurrencyFormatOptions, Map<string, string>>>()

function formattedCache(cldr: CLDR, options: CurrencyFormatOptions): Map<string, string> {
  let byOptions = formatted.get(cldr)
  if (!byOptions) formatted.set(cldr, (byOptions = new WeakMap()))
  let cache = byOptions.get(options)
  if (!cache) byOptions.set(options, (cache = new Map()))
  return cache
}

// SPEC §9: in the default locale the kr currencies write 'kr' after the amount ('1,234.50 kr'),
// where CLDR's English data writes 'SEK 1,234.50'.
const DEFAULT_LOCALES = new Set(['en', 'en-us', 'en_us'])

/** The locale's currency format ('$2,500.00', '2.500,00 €'); empty without locale data. */
export function cldrMoney(
  ctx: RenderContext,
  money: Money,
  options: CurrencyFormatOptions = NO_OPTIONS,
): string {
  const cldr = ctx.cldr
  if (!cldr) return ''
  if (
    KR_AFTER_AMOUNT.has(money.currency) &&
    Object.keys(options).length === 0 &&
    DEFAULT_LOCALES.has(ctx.locale.toLowerCase())
  ) {
    return withCurrencySymbol(plainMoney(money), money.currency)
  }
  const amount = decimalToString(money.amount)
  const cache = formattedCache(cldr, options)
  const key = `${money.currency} ${amount}`
  let text = cache.get(key)
  if (text === undefined) {
    text = cldr.Numbers.formatCurrency(amount, money.currency as CurrencyType, options)
    if (cache.size >= FORMATTED_LIMIT) cache.clear()
    cache.set(key, text)
  }
  return text
}

/** Sites opt in to CLDR money formatting; the rest get the span the storefront script fills in. */
export function usesCldrMoneyFormat(ctx: RenderContext): boolean {
  return (
    isTrue(ctx.resolve(['featureFlags', 'useCLDRMoneyFormat'])) ||
    isTrue(ctx.resolve(['website', 'useCLDRMoneyFormat']))
  )
}

/** A price as product markup shows it. */
export function moneyHtml(ctx: RenderContext, money: Money): string {
  if (usesCldrMoneyFormat(ctx)) return cldrMoney(ctx, money)
  return `<span class="sqs-money-native">${plainMoney(money)}</span>`
}
