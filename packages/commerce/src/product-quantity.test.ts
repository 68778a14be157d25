import { describe, expect, it } from 'vitest'
import { parseQuantity } from './product-quantity.js'

describe('parseQuantity', () => {
  it('accepts whole numbers from 1 to 9999, typed or numeric', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, quantity: 1 })
    expect(parseQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(parseQuantity(9999)).toEqual({ ok: true, quantity: 9999 })
    expect(parseQuantity('2.0')).toEqual({ ok: true, quantity: 2 })
  })

  it("says 'Quantity must be a number.' for anything that is not one", () => {
    for (const input of ['', 'abc', '1a', '0x10', null, undefined, {}, NaN, Infinity]) {
      expect(parseQuantity(input)).toEqual({
        ok: false,
        code: 'quantity-not-a-number',
        message: 'Quantity must be a number.',
      })
    }
  })

  it("says 'Quantity must be a whole number.' for fractions", () => {
    expect(parseQuantity('1.5')).toEqual({
      ok: false,
      code: 'quantity-not-whole',
      message: 'Quantity must be a whole number.',
    })
    expect(parseQuantity(0.5)).toMatchObject({ code: 'quantity-not-whole' })
  })

  it('refuses quantities outside 1 to 9999', () => {
    for (const input of [0, -1, 10000, '10000']) {
      expect(parseQuantity(input)).toEqual({
        ok: false,
        code: 'quantity-out-of-range',
        message: 'Quantity must be between 1 and 9999.',
      })
    }
  })
})
