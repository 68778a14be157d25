/** SPEC §3 Currencies: the 27 supported store currencies, in SPEC order. */
export const SUPPORTED_CURRENCIES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const

export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number]

export function isSupportedCurrency(code: string): code is CurrencyCode {
  return (SUPPORTED_CURRENCIES as readonly string[]).includes(code)
}

/** Digits after the decimal point in the currency's minor unit: JPY 0, all others 2. */
export function currencyFractionDigits(code: string): number {
  return code === 'JPY' ? 0 : 2
}

/** SPEC §9: these currencies write 'kr' after the amount ('1,234.50 kr'). */
export const KR_AFTER_AMOUNT: ReadonlySet<string> = new Set<CurrencyCode>([
  'DKK',
  'NOK',
  'SEK',
  'CZK',
  'RUB',
  'PLN',
])

/** SPEC §9: the symbol written before the amount, for every currency not in KR_AFTER_AMOUNT. */
export const CURRENCY_SYMBOLS: Readonly<Partial<Record<CurrencyCode, string>>> = {
  EUR: '€',
  USD: '$',
  AUD: '$',
  CAD: '$',
  NZD: '$',
  GBP: '£',
  HKD: 'HK$',
  CHF: 'CHF ',
  MXN: '$',
  SGD: 'S$',
  ILS: '₪',
  PHP: '₱',
  THB: '฿',
  MYR: 'RM',
  ARS: '$',
  BRL: 'R$',
  COP: '$',
  IDR: 'Rp',
  INR: '₹',
  JPY: '¥',
  ZAR: 'R',
}

/**
 * SPEC §9: an amount already written with comma thousands and dot decimal ('1,234.50', '-5.00')
 * with its currency's symbol: '$1,234.50', '-$5.00', '1,234.50 kr'. A code outside the 27 goes
 * before the amount ('XYZ 5.00').
 */
export function withCurrencySymbol(amount: string, code: string): string {
  const negative = amount.startsWith('-')
  const number = negative ? amount.slice(1) : amount
  const sign = negative ? '-' : ''
  if (KR_AFTER_AMOUNT.has(code)) return `${sign}${number} kr`
  return `${sign}${CURRENCY_SYMBOLS[code as CurrencyCode] ?? `${code} `}${number}`
}
