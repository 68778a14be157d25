import { describe, expect, it } from 'vitest'
import { typedAmountCents } from './donate-amount.js'

describe('typed donation amount', () => {
  it('reads dollars and cents, or whole yen', () => {
    expect(typedAmountCents('12.50', 2)).toBe(1250)
    expect(typedAmountCents(' 7 ', 2)).toBe(700)
    expect(typedAmountCents('7,5', 2)).toBe(750)
    expect(typedAmountCents('500', 0)).toBe(500)
  })

  it.each(['', '0', '-5', 'abc', '1.234', '1e3', 'Infinity'])('refuses %j', (text) => {
    expect(typedAmountCents(text, 2)).toBeUndefined()
  })
})
