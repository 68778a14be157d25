import { describe, expect, it } from 'vitest'
import { formatMoney, parseMoneyInput } from './format-money.js'

describe('money in the back office', () => {
  it('formats minor units in the currency', () => {
    expect(formatMoney(1250, 'USD')).toBe('$12.50')
    expect(formatMoney(1250, 'JPY')).toBe('¥1,250')
  })

  it('reads typed amounts into minor units, refusing anything else', () => {
    expect(parseMoneyInput('12.5', 'USD')).toBe(1250)
    expect(parseMoneyInput(' 3 ', 'USD')).toBe(300)
    expect(parseMoneyInput('1250', 'JPY')).toBe(1250)
    expect(parseMoneyInput('-1', 'USD')).toBeUndefined()
    expect(parseMoneyInput('1e3', 'USD')).toBeUndefined()
    expect(parseMoneyInput('', 'USD')).toBeUndefined()
  })
})
