import { describe, expect, it } from 'vitest'
import {
  bookkeeperMoneyFormatFormatter,
  moneyFormatFormatter,
  moneyFormatter,
  moneyStringFormatter,
  percentageFormatFormatter,
} from './money-formatters.js'
import { applyFormatter } from './test-context.js'

describe('legacy money formatters', () => {
  it('prints cents as an amount with comma thousands and dot decimal', () => {
    expect(applyFormatter(moneyFormatFormatter, 12345)).toBe('123.45')
    expect(applyFormatter(moneyFormatFormatter, '123456789')).toBe('1,234,567.89')
  })

  it('passes anything but cents through untouched', () => {
    expect(applyFormatter(moneyFormatFormatter, 'VAL')).toBe('VAL')
    expect(applyFormatter(moneyStringFormatter, 'VAL')).toBe('VAL')
  })

  it('places the symbol as the currency writes it, kr after the amount (SPEC §9)', () => {
    expect(applyFormatter(moneyFormatFormatter, 12345, { args: ['USD'] })).toBe('$123.45')
    expect(applyFormatter(moneyFormatFormatter, 12345, { args: ['DKK'] })).toBe('123.45 kr')
    expect(applyFormatter(moneyFormatFormatter, -500, { args: ['SEK'] })).toBe('-5.00 kr')
    expect(applyFormatter(moneyFormatFormatter, 1234, { args: ['JPY'] })).toBe('¥1,234')
  })

  it('wraps the amount in the span the storefront script localises', () => {
    expect(applyFormatter(moneyStringFormatter, 12345)).toBe(
      '<span class="sqs-money-native">123.45</span>',
    )
  })
})

describe('bookkeeper-money-format', () => {
  it('formats cents in the locale currency format', () => {
    expect(applyFormatter(bookkeeperMoneyFormatFormatter, 12345)).toBe('$123.45')
    expect(applyFormatter(bookkeeperMoneyFormatFormatter, -123.45)).toBe('-$1.23')
    expect(applyFormatter(bookkeeperMoneyFormatFormatter, 'A')).toBe('$0.00')
    expect(applyFormatter(bookkeeperMoneyFormatFormatter, 12345, { locale: 'de-DE' })).toBe(
      '123,45\u00a0€',
    )
    // The currency is the locale region's, as in the reference; an argument does not change it.
    expect(applyFormatter(bookkeeperMoneyFormatFormatter, 12345, { args: ['EUR'] })).toBe('$123.45')
  })

  it('prints nothing without locale data', () => {
    expect(applyFormatter(bookkeeperMoneyFormatFormatter, 12345, { locale: 'none' })).toBe('')
  })
})

describe('money', () => {
  const usd = { decimalValue: '123456.7890', currencyCode: 'USD' }
  it('formats a money object with CLDR styles', () => {
    expect(applyFormatter(moneyFormatter, usd)).toBe('$123,456.79')
    expect(applyFormatter(moneyFormatter, usd, { args: ['style:short'] })).toBe('$123K')
    expect(applyFormatter(moneyFormatter, usd, { args: ['style:name'] })).toBe(
      '123,456.79 US dollars',
    )
    expect(
      applyFormatter(moneyFormatter, { value: '5', currency: 'EUR' }, { args: ['style:code'] }),
    ).toBe('5.00 EUR')
    expect(applyFormatter(moneyFormatter, usd, { args: ['no-group', 'maxfrac:0'] })).toBe('$123457')
  })

  it('writes kr after the amount for the kr currencies in the default locale (SPEC §9)', () => {
    const sek = { decimalValue: '1234.5', currencyCode: 'SEK' }
    expect(applyFormatter(moneyFormatter, sek)).toBe('1,234.50 kr')
    expect(applyFormatter(moneyFormatter, { value: '-5', currency: 'PLN' })).toBe('-5.00 kr')
    // Another locale keeps its own CLDR pattern; explicit styles keep CLDR's wording.
    expect(applyFormatter(moneyFormatter, sek, { locale: 'de-DE' })).not.toContain(' kr')
    expect(applyFormatter(moneyFormatter, sek, { args: ['style:code'] })).toBe('1,234.50 SEK')
  })
})

describe('percentage-format', () => {
  it('keeps two or three fraction digits, or trims them', () => {
    expect(applyFormatter(percentageFormatFormatter, 123456)).toBe('123,456.00')
    expect(applyFormatter(percentageFormatFormatter, 12.3456)).toBe('12.346')
    expect(applyFormatter(percentageFormatFormatter, 123456, { args: ['trim'] })).toBe('123,456')
    expect(applyFormatter(percentageFormatFormatter, 'A', { args: ['trim'] })).toBe('0')
  })
})
