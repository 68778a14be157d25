import {
  DEFAULT_CURRENCY as SCHEMA_DEFAULT_CURRENCY,
  currencyFractionDigits,
  isSupportedCurrency,
  type CurrencyCode,
} from '@atelier/schema'

export type { CurrencyCode }

/** Store currency when a site has not chosen one (SPEC §3). */
export const DEFAULT_CURRENCY: CurrencyCode = SCHEMA_DEFAULT_CURRENCY

/** One of the 27 supported currencies (the list lives in `@atelier/schema`). */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && isSupportedCurrency(code)
}

/** Digits after the decimal point in the currency's minor unit: JPY 0, all others 2. */
export const fractionDigits: (currency: CurrencyCode) => number = currencyFractionDigits

/** The store's currency, falling back to USD when unset or unsupported. */
export function storeCurrency(settings?: { currency?: unknown } | null): CurrencyCode {
  const code = settings?.currency
  return isCurrencyCode(code) ? code : DEFAULT_CURRENCY
}
