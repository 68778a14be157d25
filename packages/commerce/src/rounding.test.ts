import { describe, expect, it } from 'vitest'
import { divideRounded, multiplyRounded } from './rounding.js'

describe('divideRounded', () => {
  it('rounds halves away from zero by default', () => {
    expect(divideRounded(5n, 2n)).toBe(3n)
    expect(divideRounded(-5n, 2n)).toBe(-3n)
    expect(divideRounded(4n, 3n)).toBe(1n)
  })

  it('rounds halves to even in half-even mode', () => {
    expect(divideRounded(5n, 2n, 'half-even')).toBe(2n)
    expect(divideRounded(7n, 2n, 'half-even')).toBe(4n)
    expect(divideRounded(-5n, 2n, 'half-even')).toBe(-2n)
    expect(divideRounded(11n, 4n, 'half-even')).toBe(3n)
  })

  it('truncates or rounds away from zero in down and up modes', () => {
    expect(divideRounded(19n, 10n, 'down')).toBe(1n)
    expect(divideRounded(-19n, 10n, 'down')).toBe(-1n)
    expect(divideRounded(11n, 10n, 'up')).toBe(2n)
    expect(divideRounded(-11n, 10n, 'up')).toBe(-2n)
    expect(divideRounded(10n, 10n, 'up')).toBe(1n)
  })

  it('refuses division by zero', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError)
  })
})

describe('multiplyRounded', () => {
  it('applies a rate exactly, e.g. 8.875% tax on $19.99', () => {
    // 1999 × 8.875 / 100 = 177.41125 → 177
    expect(multiplyRounded(1999, 8875n, 100000n)).toBe(177)
    // 1000 × 0.125 = 125 exactly; 1004 × 0.125 = 125.5 → 126 (half-up) or 126 (half-even)
    expect(multiplyRounded(1004, 1n, 8n)).toBe(126)
    expect(multiplyRounded(1012, 1n, 8n, 'half-even')).toBe(126)
  })
})
