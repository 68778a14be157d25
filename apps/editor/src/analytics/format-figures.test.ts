import { describe, expect, it } from 'vitest'
import { formatChange, formatMoney, formatSeconds, formatVital } from './format-figures.js'

describe('dashboard formats', () => {
  it('shows the change against the previous period', () => {
    expect(formatChange(150, 100)).toBe('+50%')
    expect(formatChange(50, 100)).toBe('−50%')
    expect(formatChange(5, 0)).toBe('—')
  })

  it('formats money from minor units, seconds and vitals', () => {
    expect(formatMoney(4500, 'USD')).toBe('$45.00')
    expect(formatMoney(4500, 'JPY')).toBe('¥4,500')
    expect(formatSeconds(75)).toBe('1m 15s')
    expect(formatVital('CLS', 0.123)).toBe('0.12')
    expect(formatVital('LCP', 2400)).toBe('2,400 ms')
  })
})
