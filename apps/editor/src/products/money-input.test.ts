import { describe, expect, it } from 'vitest'
import { centsToText, formatCents, textToCents } from './money-input.js'

describe('money input', () => {
  it('reads and writes minor units by the currency', () => {
    expect(centsToText(2500, 'USD')).toBe('25.00')
    expect(textToCents('25.5', 'USD')).toBe(2550)
    expect(textToCents('1,200', 'USD')).toBe(120000)
    expect(textToCents('2500', 'JPY')).toBe(2500)
    expect(textToCents('25.555', 'USD')).toBeUndefined()
    expect(textToCents('-1', 'USD')).toBeUndefined()
    expect(textToCents('abc', 'USD')).toBeUndefined()
    expect(formatCents(2500, 'USD')).toBe('$25.00')
  })
})
