import { describe, expect, it } from 'vitest'
import { cartUnitLimit, planCartMerge, type MergeLine } from './merge-cart-lines.js'
import type { Product } from './product.js'

const shirt: Product = {
  productType: 1,
  variants: [
    { sku: 'S-RED', qtyInStock: 3, attributes: { Size: 'S' } },
    { sku: 'M-RED', unlimited: true, attributes: { Size: 'M' } },
  ],
}
const lesson: Product = { productType: 3, variants: [{ sku: 'LESSON', unlimited: true }] }

const line = (id: string, sku: string, quantity: number, fieldsKey = ''): MergeLine => ({
  id,
  itemId: 'shirt',
  sku,
  fieldsKey,
  quantity,
})

describe('cartUnitLimit', () => {
  it('is the stock of a limited variant, 9999 otherwise, 1 for a service, 0 when gone', () => {
    expect(cartUnitLimit(shirt, 'S-RED')).toBe(3)
    expect(cartUnitLimit(shirt, 'M-RED')).toBe(9999)
    expect(cartUnitLimit(lesson, 'LESSON')).toBe(1)
    expect(cartUnitLimit(lesson, 'LESSON', { multipleQuantityAllowedForServices: true })).toBe(9999)
    expect(cartUnitLimit(shirt, 'XL')).toBe(0)
    expect(cartUnitLimit(undefined, 'S-RED')).toBe(0)
  })
})

describe('planCartMerge', () => {
  const limit = (_item: string, sku: string) => cartUnitLimit(shirt, sku)

  it('adds the quantity of a matching line and moves the others', () => {
    expect(
      planCartMerge(
        [line('u1', 'M-RED', 2)],
        [line('a1', 'M-RED', 3), line('a2', 'S-RED', 1)],
        limit,
      ),
    ).toEqual({ updates: [{ id: 'u1', quantity: 5 }], moves: [{ id: 'a2', quantity: 1 }] })
  })

  it('keeps lines with different answers apart', () => {
    expect(
      planCartMerge([line('u1', 'M-RED', 1, 'x')], [line('a1', 'M-RED', 1, 'y')], limit),
    ).toEqual({ updates: [], moves: [{ id: 'a1', quantity: 1 }] })
  })

  it('caps the merged units at the stock, counting what the target holds first', () => {
    expect(planCartMerge([line('u1', 'S-RED', 2)], [line('a1', 'S-RED', 2)], limit)).toEqual({
      updates: [{ id: 'u1', quantity: 3 }],
      moves: [],
    })
    expect(planCartMerge([line('u1', 'S-RED', 3, 'x')], [line('a1', 'S-RED', 2)], limit)).toEqual({
      updates: [],
      moves: [],
    })
  })

  it('caps at 9999 units', () => {
    expect(planCartMerge([line('u1', 'M-RED', 9000)], [line('a1', 'M-RED', 5000)], limit)).toEqual({
      updates: [{ id: 'u1', quantity: 9999 }],
      moves: [],
    })
  })
})
