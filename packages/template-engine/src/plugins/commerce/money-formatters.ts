import { isSupportedCurrency, withCurrencySymbol } from '@atelier/schema'
import type { FormatterFn } from '../../plugin-api.js'
import { formatPlain, parseDecimal, shift, ZERO } from './decimal.js'
import { asText } from './json-value.js'
import { moneyFromMinor, DEFAULT_CURRENCY } from './money.js'
import { cldrMoney, plainMoney } from './money-text.js'
import { cldrMoneyOfValue } from './money-value-text.js'
import { currencyOptions } from './number-options.js'

/** A currency code given as the formatter's first argument, else the store default. */
function currencyArg(args: readonly string[]): string {
  const code = args[0]?.toUpperCase()
  return code && isSupportedCurrency(code) ? code : DEFAULT_CURRENCY
}

function legacyAmount(value: unknown, args: readonly string[]): string {
  const currency = currencyArg(args)
  const text = plainMoney(moneyFromMinor(value, currency) ?? { amount: ZERO, currency })
  return args.length > 0 && isSupportedCurrency(args[0].toUpperCase())
    ? withCurrencySymbol(text, currency)
    : text
}

const numericText = /^-?\d+(\.\d+)?$/

/**
 * The legacy formatters only format cents; anything else (a word, an object, a missing value)
 * passes through untouched, as the reference's unimplemented stubs of these names did.
 */
function isLegacyAmount(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && numericText.test(value.trim()))
  )
}

/**
 * `{cents|money-format}` (also `moneyFormat`): cents as '1,234.56'. With a currency
 * argument (`{cents|money-format DKK}`) the symbol is placed as that currency writes it.
 */
export const moneyFormatFormatter: FormatterFn = (args, vars) => {
  if (isLegacyAmount(vars[0].value)) vars[0].set(legacyAmount(vars[0].value, args))
}

/** `{cents|money-string}`: the amount in the span the storefront script localises. */
export const moneyStringFormatter: FormatterFn = (args, vars) => {
  if (!isLegacyAmount(vars[0].value)) return
  vars[0].set(`<span class="sqs-money-native">${legacyAmount(vars[0].value, args)}</span>`)
}

/**
 * `{cents|bookkeeper-money-format}`: cents in the currency of the locale's region ('$123.45' in
 * en-US), whatever the arguments; empty without locale data.
 */
export const bookkeeperMoneyFormatFormatter: FormatterFn = (_args, vars, ctx) => {
  const cldr = ctx.cldr
  if (!cldr) {
    vars[0].set('')
    return
  }
  const currency = cldr.Numbers.getCurrencyForRegion(cldr.General.locale().tag.region())
  const cents = parseDecimal(asText(vars[0].value)) ?? ZERO
  vars[0].set(cldrMoney(ctx, { amount: shift(cents, -2), currency }))
}

/** `{money|money style:short}`: a `{decimalValue, currencyCode}` in the locale's currency format. */
export const moneyFormatter: FormatterFn = (args, vars, ctx) => {
  vars[0].set(cldrMoneyOfValue(ctx, vars[0].value, currencyOptions(args)))
}

/** `{n|percentage-format}`: '12.50', or with `trim` '12.5'; 2-3 fraction digits (SPEC §9). */
export const percentageFormatFormatter: FormatterFn = (args, vars) => {
  const value = parseDecimal(vars[0].value) ?? ZERO
  vars[0].set(formatPlain(value, { minFraction: args.includes('trim') ? 0 : 2, maxFraction: 3 }))
}
