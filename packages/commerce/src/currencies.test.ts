import { SUPPORTED_CURRENCIES } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { fractionDigits, isCurrencyCode, storeCurrency } from './currencies.js'

describe('currencies', () => {
  it('supports exactly the 27 currencies of SPEC', () => {
    const spec =
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR'
    for (const code of spec.split(' ')) expect(isCurrencyCode(code)).toBe(true)
    expect(SUPPORTED_CURRENCIES).toHaveLength(27)
  })

  it('has two fraction digits except JPY with zero', () => {
    expect(fractionDigits('JPY')).toBe(0)
    for (const code of SUPPORTED_CURRENCIES.filter((c) => c !== 'JPY')) {
      expect(fractionDigits(code)).toBe(2)
    }
  })

  it('recognises only supported codes', () => {
    expect(isCurrencyCode('SEK')).toBe(true)
    expect(isCurrencyCode('sek')).toBe(false)
    expect(isCurrencyCode('XYZ')).toBe(false)
    expect(isCurrencyCode(undefined)).toBe(false)
  })

  it('defaults the store currency to USD', () => {
    expect(storeCurrency()).toBe('USD')
    expect(storeCurrency({})).toBe('USD')
    expect(storeCurrency({ currency: 'XYZ' })).toBe('USD')
    expect(storeCurrency({ currency: 'EUR' })).toBe('EUR')
  })
})
