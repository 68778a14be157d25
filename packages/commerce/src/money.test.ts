import { describe, expect, it } from 'vitest'
import { CommerceError } from './commerce-error.js'
import { money, moneyToDecimal, parseMoney, priceOrDefault, ZERO_USD } from './money.js'

function minorOf(input: unknown, fallback?: Parameters<typeof parseMoney>[1]) {
  const result = parseMoney(input, fallback)
  if (!result.ok) throw new Error(`expected money, got ${result.code}`)
  return result.money
}

describe('parseMoney', () => {
  it('reads the {value, currency} shape in major units', () => {
    expect(minorOf({ value: '19.99', currency: 'USD' })).toEqual({ minor: 1999, currency: 'USD' })
    expect(minorOf({ value: '100' })).toEqual({ minor: 10000, currency: 'USD' })
  })

  it('reads the {decimalValue, currencyCode} shape', () => {
    expect(minorOf({ decimalValue: '123.45', currencyCode: 'EUR' })).toEqual({
      minor: 12345,
      currency: 'EUR',
    })
  })

  it('has no floating point drift', () => {
    expect(minorOf({ value: '0.1' }).minor + minorOf({ value: '0.2' }).minor).toBe(30)
    expect(minorOf({ value: 0.3 }).minor).toBe(30)
    expect(minorOf({ value: '1.005' }).minor).toBe(101)
    expect(minorOf({ value: 1.005 }).minor).toBe(101)
    expect(minorOf({ value: '4.35' }).minor).toBe(435)
    expect(minorOf({ value: 4.35 }).minor).toBe(435)
  })

  it('rounds digits beyond the currency precision half away from zero', () => {
    expect(minorOf({ decimalValue: '123456.7890', currencyCode: 'USD' }).minor).toBe(12345679)
    expect(minorOf({ value: '-0.125' }).minor).toBe(-13)
    expect(minorOf({ value: '0.124' }).minor).toBe(12)
  })

  it('uses zero fraction digits for JPY', () => {
    expect(minorOf({ value: '1500', currency: 'JPY' })).toEqual({ minor: 1500, currency: 'JPY' })
    expect(minorOf({ value: '1500.5', currency: 'JPY' }).minor).toBe(1501)
  })

  it('accepts numbers and exponent notation', () => {
    expect(minorOf({ value: 0 }).minor).toBe(0)
    expect(minorOf({ value: '1e3' }).minor).toBe(100000)
    expect(minorOf({ value: '2.5E-1' }).minor).toBe(25)
  })

  it('falls back to the store currency when the currency is missing', () => {
    expect(minorOf({ value: '5' }, 'GBP').currency).toBe('GBP')
  })

  it('names the failure code of an amount it cannot read', () => {
    expect(parseMoney(undefined)).toEqual({ ok: false, code: 'missing-amount' })
    expect(parseMoney({})).toEqual({ ok: false, code: 'missing-amount' })
    expect(parseMoney({ value: 'abc' })).toEqual({ ok: false, code: 'invalid-amount' })
    expect(parseMoney({ value: '1.2.3' })).toEqual({ ok: false, code: 'invalid-amount' })
    expect(parseMoney({ value: '.' })).toEqual({ ok: false, code: 'invalid-amount' })
    expect(parseMoney({ value: true })).toEqual({ ok: false, code: 'invalid-amount' })
    expect(parseMoney({ value: '1', currency: 'XYZ' })).toEqual({
      ok: false,
      code: 'unsupported-currency',
    })
  })

  it('accepts 15 integer digits only while minor units stay exact', () => {
    expect(minorOf({ value: '999999999999999', currency: 'JPY' }).minor).toBe(999999999999999)
    expect(parseMoney({ value: '1000000000000000', currency: 'JPY' })).toEqual({
      ok: false,
      code: 'out-of-range',
    })
    // 15 integer digits plus cents exceed the exact range of a JavaScript number.
    expect(parseMoney({ value: '999999999999999.99' })).toEqual({
      ok: false,
      code: 'out-of-range',
    })
    expect(minorOf({ value: '90071992547409.91' }).minor).toBe(9007199254740991)
  })
})

describe('priceOrDefault', () => {
  it('takes the first readable price', () => {
    expect(priceOrDefault(undefined, { value: 'x' }, { value: '2.50', currency: 'EUR' })).toEqual({
      minor: 250,
      currency: 'EUR',
    })
  })

  it('is 0 USD when no price is found', () => {
    expect(priceOrDefault()).toEqual(ZERO_USD)
    expect(priceOrDefault(null, {})).toEqual({ minor: 0, currency: 'USD' })
  })
})

describe('money', () => {
  it('writes money as a decimal string', () => {
    expect(moneyToDecimal(money(1999, 'USD'))).toBe('19.99')
    expect(moneyToDecimal(money(5, 'USD'))).toBe('0.05')
    expect(moneyToDecimal(money(-5, 'EUR'))).toBe('-0.05')
    expect(moneyToDecimal(money(500, 'JPY'))).toBe('500')
  })

  it('refuses amounts that are not whole minor units', () => {
    expect(() => money(1.5, 'USD')).toThrow(CommerceError)
    expect(() => money(Number.MAX_SAFE_INTEGER + 2, 'USD')).toThrow(CommerceError)
  })
})
