import { DEFAULT_CURRENCY } from './money.js'

/**
 * How the legacy money formatters place a currency symbol around an amount
 * ('%s' is the amount). SPEC §9: kr follows the amount for DKK, NOK, SEK, CZK, RUB, PLN.
 */
const TEMPLATES: Readonly<Record<string, string>> = {
  USD: '$%s',
  AUD: '$%s',
  CAD: '$%s',
  NZD: '$%s',
  HKD: '$%s',
  SGD: '$%s',
  MXN: '$%s',
  ARS: '$%s',
  COP: '$%s',
  EUR: '€%s',
  GBP: '£%s',
  JPY: '¥%s',
  CHF: 'CHF %s',
  ILS: '₪%s',
  PHP: '₱%s',
  THB: '฿%s',
  MYR: 'RM%s',
  BRL: 'R$%s',
  IDR: 'Rp%s',
  INR: '₹%s',
  ZAR: 'R%s',
  DKK: '%s kr',
  NOK: '%s kr',
  SEK: '%s kr',
  CZK: '%s kr',
  RUB: '%s kr',
  PLN: '%s kr',
}

/** The amount with its currency symbol; a leading minus sign goes before the symbol. */
export function withCurrencySymbol(amount: string, currency: string = DEFAULT_CURRENCY): string {
  const template = TEMPLATES[currency] ?? `%s ${currency}`
  const negative = amount.startsWith('-')
  const text = template.replace('%s', negative ? amount.slice(1) : amount)
  return negative ? `-${text}` : text
}
