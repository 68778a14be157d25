import { describe, expect, it } from 'vitest'
import type { CartEntry } from '../cart.js'
import { summarizeLines, toCheckoutLine } from './checkout-line.js'

const entry: CartEntry = {
  id: 'e1',
  itemId: 'p1',
  quantity: 3,
  chosenVariant: { sku: 'MUG-BLUE', attributes: { Colour: 'Blue' } },
  title: 'Mug',
  subTotal: { minor: 4500, currency: 'USD' },
  purchasePriceCents: 1500,
}

describe('toCheckoutLine', () => {
  it('takes the repriced unit price, the product kind and the extras', () => {
    expect(
      toCheckoutLine(entry, { productType: 1 }, { categoryIds: ['kitchen'], unitWeightGrams: 350 }),
    ).toEqual({
      id: 'e1',
      itemId: 'p1',
      sku: 'MUG-BLUE',
      title: 'Mug',
      quantity: 3,
      unitPriceCents: 1500,
      kind: 'physical',
      categoryIds: ['kitchen'],
      unitWeightGrams: 350,
    })
    expect(toCheckoutLine(entry, undefined).kind).toBe('unknown')
  })
})

describe('summarizeLines', () => {
  it('adds up lines and says only physical goods need shipping', () => {
    const mug = toCheckoutLine(entry, { productType: 1 }, { unitWeightGrams: 350 })
    const ebook = toCheckoutLine({ ...entry, id: 'e2', quantity: 1 }, { productType: 2 })
    const card = toCheckoutLine({ ...entry, id: 'e3', quantity: 1 }, { productType: 4 })
    expect(summarizeLines([mug, ebook])).toEqual({
      subtotalCents: 6000,
      totalQuantity: 4,
      totalWeightGrams: 1050,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    })
    expect(summarizeLines([ebook]).purelyDigital).toBe(true)
    expect(summarizeLines([ebook, card]).requiresShipping).toBe(false)
    expect(summarizeLines([card]).requiresShipping).toBe(false)
    expect(summarizeLines([]).purelyDigital).toBe(false)
  })
})
