import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CLDRFramework } from '@phensley/cldr'
import { describe, expect, it } from 'vitest'
import { CommerceError } from './commerce-error.js'
import {
  cldrMoneyFormatter,
  formatMoney,
  formatMoneyValue,
  type MoneyFormatter,
} from './money-format.js'

describe('formatMoney with the SPEC rule set', () => {
  it('uses comma thousands and dot decimal', () => {
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89')
    expect(formatMoney(5, 'USD')).toBe('$0.05')
    expect(formatMoney(0, 'EUR')).toBe('€0.00')
    expect(formatMoney(99999, 'GBP')).toBe('£999.99')
  })

  it('writes JPY without fraction digits', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
    expect(formatMoney(0, 'JPY')).toBe('¥0')
  })

  it('puts kr after the amount for DKK, NOK, SEK, CZK, RUB and PLN', () => {
    for (const code of ['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN'] as const) {
      expect(formatMoney(123450, code)).toBe('1,234.50 kr')
    }
    expect(formatMoney(-100, 'SEK')).toBe('-1.00 kr')
  })

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-123, 'USD')).toBe('-$1.23')
  })

  it('formats up to 15 integer digits exactly and refuses more', () => {
    expect(formatMoney(123456789012345_67n, 'USD')).toBe('$123,456,789,012,345.67')
    expect(formatMoney(999999999999999, 'JPY')).toBe('¥999,999,999,999,999')
    expect(() => formatMoney(1000000000000000_00n, 'USD')).toThrow(CommerceError)
    expect(() => formatMoney(1000000000000000, 'JPY')).toThrow(/more than 15 integer digits/)
  })

  it('refuses fractions of a minor unit', () => {
    expect(() => formatMoney(1.5, 'USD')).toThrow(CommerceError)
  })
})

describe('formatMoney through an injected formatter', () => {
  it('hands the formatter the exact decimal, currency and locale', () => {
    const calls: string[] = []
    const fake: MoneyFormatter = {
      format: (decimal, currency, locale) => {
        calls.push(`${decimal} ${currency} ${locale}`)
        return 'x'
      },
    }
    expect(formatMoneyValue({ minor: 30, currency: 'CHF' }, 'de-CH', fake)).toBe('x')
    expect(formatMoney(123456789012345_67n, 'USD', 'en-US', fake)).toBe('x')
    expect(calls).toEqual(['0.30 CHF de-CH', '123456789012345.67 USD en-US'])
  })

  it('formats with CLDR data when the server passes it', () => {
    const packs = join(
      dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')),
      'packs',
    )
    const framework = new CLDRFramework({
      loader: (language: string) =>
        JSON.parse(readFileSync(join(packs, `${language}.json`), 'utf8')),
    })
    const formatter = cldrMoneyFormatter((locale) =>
      locale === 'xx' ? undefined : framework.get(locale),
    )
    expect(formatMoney(12345679, 'USD', 'en-US', formatter)).toBe('$123,456.79')
    expect(formatMoney(12345679, 'EUR', 'en-US', formatter)).toBe('€123,456.79')
    expect(formatMoney(12345679, 'EUR', 'de-DE', formatter)).toBe('123.456,79\u00a0€')
    expect(formatMoney(1500, 'JPY', 'ja-JP', formatter)).toBe('￥1,500')
    expect(formatMoney(100, 'SEK', 'xx', formatter)).toBe('1.00 kr')
  })

  it('puts kr after the amount for the six kr currencies in the default locale, as SPEC §9 says', () => {
    const formatter = cldrMoneyFormatter(cldrFramework().get.bind(cldrFramework()))
    for (const code of ['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN'] as const) {
      expect(formatMoney(123450, code, 'en-US', formatter)).toBe('1,234.50 kr')
    }
    expect(formatMoney(-100, 'SEK', 'en_US', formatter)).toBe('-1.00 kr')
    // Other currencies, and the kr currencies in their own locales, keep CLDR's format.
    expect(formatMoney(123450, 'EUR', 'en-US', formatter)).toBe('€1,234.50')
    expect(formatMoney(123450, 'SEK', 'sv-SE', formatter)).toBe('1\u00a0234,50\u00a0kr')
  })
})

let framework: CLDRFramework | undefined
function cldrFramework(): CLDRFramework {
  const packs = join(
    dirname(createRequire(import.meta.url).resolve('@phensley/cldr/package.json')),
    'packs',
  )
  framework ??= new CLDRFramework({
    loader: (language: string) => JSON.parse(readFileSync(join(packs, `${language}.json`), 'utf8')),
  })
  return framework
}
