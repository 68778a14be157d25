import { describe, expect, it } from 'vitest'
import { CommerceError } from './commerce-error.js'
import { prorate, splitEvenly } from './prorate.js'

const sum = (parts: number[]) => parts.reduce((a, b) => a + b, 0)

describe('prorate', () => {
  it('splits in proportion to the weights', () => {
    expect(prorate(1000, [1, 1, 2])).toEqual([250, 250, 500])
  })

  it('gives leftover units to the largest remainders and sums exactly', () => {
    expect(prorate(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(prorate(10, [3333, 3333, 3334])).toEqual([3, 3, 4])
    expect(prorate(7, [500, 250, 250])).toEqual([3, 2, 2])
    const parts = prorate(9999, [1999, 1, 4000, 3999])
    expect(sum(parts)).toBe(9999)
  })

  it('handles negative amounts symmetrically', () => {
    expect(prorate(-100, [1, 1, 1])).toEqual([-34, -33, -33])
  })

  it('splits evenly when every weight is zero', () => {
    expect(prorate(5, [0, 0])).toEqual([3, 2])
  })

  it('does not overflow with large amounts and weights', () => {
    const parts = prorate(9_007_199_254_740_991, [9_007_199_254_740_991, 1])
    expect(parts).toEqual([9_007_199_254_740_990, 1])
  })

  it('refuses weights that are negative or fractional', () => {
    expect(() => prorate(10, [1, -1])).toThrow(CommerceError)
    expect(() => prorate(10, [0.5])).toThrow(CommerceError)
    expect(() => prorate(10, [])).toThrow(CommerceError)
    expect(prorate(0, [])).toEqual([])
  })
})

describe('splitEvenly', () => {
  it('splits into near-equal parts that sum exactly', () => {
    expect(splitEvenly(1001, 4)).toEqual([251, 250, 250, 250])
    expect(splitEvenly(0, 4)).toEqual([0, 0, 0, 0])
  })
})
