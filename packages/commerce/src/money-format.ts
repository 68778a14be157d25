import { KR_AFTER_AMOUNT, withCurrencySymbol } from '@atelier/schema'
import { CommerceError } from './commerce-error.js'
import { fractionDigits, type CurrencyCode } from './currencies.js'
import { scaledToDecimal } from './decimal.js'
import { MAX_INTEGER_DIGITS, type Money } from './money.js'

/**
 * Formats an exact decimal amount for a locale. The server passes one backed by CLDR
 * (`cldrMoneyFormatter`); this package never loads locale data itself.
 */
export interface MoneyFormatter {
  format(decimal: string, currency: CurrencyCode, locale: string): string
}

export const DEFAULT_LOCALE = 'en-US'

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/**
 * SPEC §9 rule set for the default locale: comma thousands, dot decimal, the currency's symbol
 * before the amount, or 'kr' after it (the rule and symbols of `@atelier/schema`).
 */
export const specMoneyFormatter: MoneyFormatter = {
  format(decimal, currency) {
    const negative = decimal.startsWith('-')
    const [whole = '0', fraction] = (negative ? decimal.slice(1) : decimal).split('.')
    const number = groupThousands(whole) + (fraction === undefined ? '' : `.${fraction}`)
    return withCurrencySymbol(`${negative ? '-' : ''}${number}`, currency)
  },
}

/** The part of a CLDR instance (`@phensley/cldr`) that money formatting needs. */
export interface CldrCurrencyFormatting {
  readonly Numbers: { formatCurrency(num: string, code: string): string }
}

function isDefaultLocale(locale: string): boolean {
  return locale.replace('_', '-').toLowerCase() === DEFAULT_LOCALE.toLowerCase()
}

/**
 * A formatter backed by CLDR, e.g. `cldrMoneyFormatter(diskCldrSource)` with `diskCldrSource`
 * from `@atelier/template-engine/cldr-packs`. Locales without CLDR data fall back to the SPEC rule set, and so
 * do the kr currencies in the default locale: SPEC §9 writes '1,234.50 kr' where CLDR's en-US
 * writes 'SEK 1,234.50'.
 */
export function cldrMoneyFormatter(
  cldrFor: (locale: string) => CldrCurrencyFormatting | undefined,
): MoneyFormatter {
  return {
    format(decimal, currency, locale) {
      if (KR_AFTER_AMOUNT.has(currency) && isDefaultLocale(locale)) {
        return specMoneyFormatter.format(decimal, currency, locale)
      }
      const cldr = cldrFor(locale)
      if (!cldr) return specMoneyFormatter.format(decimal, currency, locale)
      return cldr.Numbers.formatCurrency(decimal, currency)
    },
  }
}

/**
 * Formats minor units of `currency` for `locale`. Amounts past 15 integer digits are refused
 * (SPEC §9); pass a bigint for amounts beyond JavaScript's safe integers.
 */
export function formatMoney(
  minor: number | bigint,
  currency: CurrencyCode,
  locale: string = DEFAULT_LOCALE,
  formatter: MoneyFormatter = specMoneyFormatter,
): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new CommerceError('invalid-amount', `${minor} is not a whole number of minor units`)
  }
  const decimal = scaledToDecimal(minor, fractionDigits(currency))
  const integerDigits = decimal.replace('-', '').split('.')[0]?.length ?? 0
  if (integerDigits > MAX_INTEGER_DIGITS) {
    throw new CommerceError('money-out-of-range', `${decimal} has more than 15 integer digits`)
  }
  return formatter.format(decimal, currency, locale)
}

/** `formatMoney` for a Money value. */
export function formatMoneyValue(
  amount: Money,
  locale: string = DEFAULT_LOCALE,
  formatter: MoneyFormatter = specMoneyFormatter,
): string {
  return formatMoney(amount.minor, amount.currency, locale, formatter)
}
