import { currencyFractionDigits, DEFAULT_CURRENCY } from '@atelier/schema'
import { asRecord } from './json-value.js'
import { parseDecimal, round, shift, ZERO, type Decimal } from './decimal.js'

/** An amount in major units (dollars) and its ISO currency code. */
export interface Money {
  readonly amount: Decimal
  readonly currency: string
}

/** SPEC §3 Currencies: the store currency when none is given (the list lives in `@atelier/schema`). */
export { DEFAULT_CURRENCY }

/** SPEC §3 Product: the price when none is found. */
export const ZERO_MONEY: Money = { amount: ZERO, currency: DEFAULT_CURRENCY }

export const fractionDigits: (currency: string) => number = currencyFractionDigits

/** Read `{value, currency}` or `{decimalValue, currencyCode}`; undefined when there is no amount. */
export function readMoney(value: unknown): Money | undefined {
  const record = asRecord(value)
  if (!record) return undefined
  const amount = parseDecimal(record.value ?? record.decimalValue)
  if (!amount) return undefined
  const code = record.currency ?? record.currencyCode
  return { amount, currency: typeof code === 'string' && code ? code : DEFAULT_CURRENCY }
}

/** Money from an amount in minor units (cents), as legacy fields and formatters hold it. */
export function moneyFromMinor(
  value: unknown,
  currency: string = DEFAULT_CURRENCY,
): Money | undefined {
  const minor = parseDecimal(value)
  return minor ? { amount: shift(minor, -fractionDigits(currency)), currency } : undefined
}

/** The amount in whole minor units (cents). */
export function toMinorUnits(money: Money): number {
  const minor = round(shift(money.amount, fractionDigits(money.currency)), 0)
  const n = Number(minor.int)
  return minor.negative ? -n : n
}
