import { describe, expect, it } from 'vitest'
import {
  compareDecimal,
  decimalToString,
  formatPlain,
  parseDecimal,
  round,
  shift,
} from './decimal.js'

const d = (text: string) => parseDecimal(text)!

describe('decimal', () => {
  it('parses numbers and numeric strings, and rejects anything else', () => {
    expect(decimalToString(d('.50'))).toBe('0.5')
    expect(decimalToString(parseDecimal(-123.45)!)).toBe('-123.45')
    expect(decimalToString(d('007.10'))).toBe('7.1')
    expect(parseDecimal('A')).toBeUndefined()
    expect(parseDecimal('')).toBeUndefined()
    expect(parseDecimal(null)).toBeUndefined()
  })

  it('rounds half away from zero without binary floating point', () => {
    expect(decimalToString(round(d('1.005'), 2))).toBe('1.01')
    expect(decimalToString(round(d('9.995'), 2))).toBe('10')
    expect(decimalToString(round(d('-0.004'), 2))).toBe('0')
    expect(decimalToString(round(d('-1.235'), 2))).toBe('-1.24')
  })

  it('moves the decimal point both ways', () => {
    expect(decimalToString(shift(d('12345'), -2))).toBe('123.45')
    expect(decimalToString(shift(d('.5'), 2))).toBe('50')
    expect(decimalToString(shift(d('3'), -4))).toBe('0.0003')
  })

  it('compares by value', () => {
    expect(compareDecimal(d('1.50'), d('1.5'))).toBe(0)
    expect(compareDecimal(d('-2'), d('1'))).toBeLessThan(0)
    expect(compareDecimal(d('10'), d('9.99'))).toBeGreaterThan(0)
    expect(compareDecimal(d('-10'), d('-9'))).toBeLessThan(0)
  })

  it('formats with comma thousands and dot decimal', () => {
    expect(formatPlain(d('1234567.891'), { minFraction: 2, maxFraction: 2 })).toBe('1,234,567.89')
    expect(formatPlain(d('123456'), { minFraction: 0, maxFraction: 3 })).toBe('123,456')
    expect(formatPlain(d('-0.5'), { minFraction: 2, maxFraction: 2 })).toBe('-0.50')
  })

  it('keeps at most the given number of integer digits', () => {
    const format = { minFraction: 2, maxFraction: 2, maxInteger: 15 }
    expect(formatPlain(d('1234567890123456789'), format)).toBe('567,890,123,456,789.00')
  })
})
