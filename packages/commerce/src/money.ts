import { CommerceError } from './commerce-error.js'
import {
  DEFAULT_CURRENCY,
  fractionDigits,
  isCurrencyCode,
  type CurrencyCode,
} from './currencies.js'
import { decimalToScaled, parseDecimal, scaledToDecimal } from './decimal.js'
import type { RoundingMode } from './rounding.js'

/** An amount in integer minor units (cents; yen for JPY) of one currency. */
export interface Money {
  readonly minor: number
  readonly currency: CurrencyCode
}

/** The two money shapes of SPEC §3, as they arrive in product JSON; amounts in major units. */
export type MoneyInput =
  | { readonly value?: string | number | null; readonly currency?: string | null }
  | { readonly decimalValue?: string | number | null; readonly currencyCode?: string | null }

/** SPEC §9: money shows at most 15 integer digits. */
export const MAX_INTEGER_DIGITS = 15

export type MoneyParseFailure =
  'missing-amount' | 'invalid-amount' | 'unsupported-currency' | 'out-of-range'

export type MoneyParseResult =
  | { readonly ok: true; readonly money: Money }
  | { readonly ok: false; readonly code: MoneyParseFailure }

/** SPEC §3: the price used when a product carries none. */
export const ZERO_USD: Money = Object.freeze({ minor: 0, currency: 'USD' })

function field(input: object, name: string): unknown {
  return (input as Record<string, unknown>)[name]
}

/**
 * Reads either money shape to exact minor units. A missing currency means `fallbackCurrency`
 * (the store currency); digits beyond the currency's precision are rounded with `mode`.
 */
export function parseMoney(
  input: unknown,
  fallbackCurrency: CurrencyCode = DEFAULT_CURRENCY,
  mode: RoundingMode = 'half-up',
): MoneyParseResult {
  if (typeof input !== 'object' || input === null) return { ok: false, code: 'missing-amount' }
  const decimalShape = field(input, 'decimalValue') !== undefined
  const amount = decimalShape ? field(input, 'decimalValue') : field(input, 'value')
  const code = decimalShape ? field(input, 'currencyCode') : field(input, 'currency')
  if (amount === undefined || amount === null || amount === '') {
    return { ok: false, code: 'missing-amount' }
  }
  if (typeof amount !== 'string' && typeof amount !== 'number') {
    return { ok: false, code: 'invalid-amount' }
  }
  const currency = code === undefined || code === null || code === '' ? fallbackCurrency : code
  if (!isCurrencyCode(currency)) return { ok: false, code: 'unsupported-currency' }
  const parsed = parseDecimal(amount)
  if (!parsed) return { ok: false, code: 'invalid-amount' }
  const digits = fractionDigits(currency)
  const minor = decimalToScaled(parsed, digits, mode)
  if (!withinLimits(minor, digits)) return { ok: false, code: 'out-of-range' }
  return { ok: true, money: { minor: Number(minor), currency } }
}

/** The first candidate that reads as money, else 0 USD (SPEC §3 default price). */
export function priceOrDefault(...candidates: readonly unknown[]): Money {
  for (const candidate of candidates) {
    const result = parseMoney(candidate)
    if (result.ok) return result.money
  }
  return ZERO_USD
}

/** Builds money from minor units, refusing amounts that cannot be held exactly. */
export function money(minor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(minor) || !withinLimits(BigInt(minor), fractionDigits(currency))) {
    throw new CommerceError('money-out-of-range', `${minor} is not a whole amount in range`)
  }
  return { minor, currency }
}

/** The amount as a plain decimal string in major units: 1999 USD → '19.99', 500 JPY → '500'. */
export function moneyToDecimal(amount: Money): string {
  return scaledToDecimal(amount.minor, fractionDigits(amount.currency))
}

/** Minor units of a currency's major unit: 100 for cents, 1 for JPY. */
export function minorPerMajor(currency: CurrencyCode): number {
  return 10 ** fractionDigits(currency)
}

function withinLimits(minor: bigint, digits: number): boolean {
  const magnitude = minor < 0n ? -minor : minor
  const integerDigits = (magnitude / 10n ** BigInt(digits)).toString().length
  return integerDigits <= MAX_INTEGER_DIGITS && Number.isSafeInteger(Number(minor))
}
