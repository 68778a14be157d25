import { describe, expect, it } from 'vitest'
import { checkStock, isInStockForCart, quantityInCart } from './product-stock.js'

const entries = [
  { itemId: 'shirt', quantity: 2, chosenVariant: { sku: 'S' } },
  { itemId: 'shirt', quantity: 1, chosenVariant: { sku: 'S' } },
  { itemId: 'shirt', quantity: 5, chosenVariant: { sku: 'M' } },
  { itemId: 'mug', quantity: 4, chosenVariant: { sku: 'S' } },
]

describe('quantityInCart', () => {
  it('counts every line of the same item and variant', () => {
    expect(quantityInCart(entries, 'shirt', 'S')).toBe(3)
    expect(quantityInCart(entries, 'shirt', 'L')).toBe(0)
    expect(quantityInCart([], 'shirt', 'S')).toBe(0)
  })
})

describe('isInStockForCart', () => {
  it('is in stock when the stock exceeds what the cart holds', () => {
    expect(isInStockForCart({ unlimited: false, qtyInStock: 4 }, 3)).toBe(true)
  })

  it('is out of stock when the stock exactly equals what the cart holds', () => {
    expect(isInStockForCart({ unlimited: false, qtyInStock: 3 }, 3)).toBe(false)
  })

  it('is always in stock when unlimited', () => {
    expect(isInStockForCart({ unlimited: true }, 1_000_000)).toBe(true)
  })
})

describe('checkStock', () => {
  it('lets the last units go and no more', () => {
    expect(checkStock({ unlimited: false, qtyInStock: 5 }, 3, 2)).toEqual({ ok: true })
    expect(checkStock({ unlimited: false, qtyInStock: 5 }, 3, 3)).toEqual({
      ok: false,
      code: 'out-of-stock',
      message: 'Sorry, we do not have enough of that item available.',
    })
  })
})
