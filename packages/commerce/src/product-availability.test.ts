import { describe, expect, it } from 'vitest'
import type { Product } from './product.js'
import { isOnSale, isSoldOut, stockCount, variantStock } from './product-availability.js'

const limited = (qtyInStock: number, onSale = false) => ({ qtyInStock, unlimited: false, onSale })

describe('isSoldOut', () => {
  it('is true for physical and service products when every variant is limited at zero', () => {
    expect(isSoldOut({ productType: 1, variants: [limited(0), limited(0)] })).toBe(true)
    expect(isSoldOut({ productType: 3, variants: [limited(0)] })).toBe(true)
  })

  it('is false when any variant has stock or is unlimited', () => {
    expect(isSoldOut({ productType: 1, variants: [limited(0), limited(1)] })).toBe(false)
    expect(isSoldOut({ productType: 1, variants: [limited(0), { unlimited: true }] })).toBe(false)
  })

  it('is never true for digital products and gift cards', () => {
    expect(isSoldOut({ productType: 2, variants: [limited(0)] })).toBe(false)
    expect(isSoldOut({ productType: 4, variants: [limited(0)] })).toBe(false)
  })
})

describe('isOnSale', () => {
  it('is true when any variant is on sale', () => {
    expect(isOnSale({ productType: 1, variants: [limited(1), limited(1, true)] })).toBe(true)
    expect(isOnSale({ productType: 1, variants: [limited(1)], onSale: true })).toBe(false)
  })

  it('reads the product flag for a digital product', () => {
    expect(isOnSale({ productType: 2, onSale: true, variants: [] })).toBe(true)
    expect(isOnSale({ productType: 2, variants: [limited(1, true)] })).toBe(false)
  })
})

describe('stockCount', () => {
  it('sums the variant quantities', () => {
    expect(stockCount({ productType: 1, variants: [limited(2), limited(3)] })).toEqual({
      unlimited: false,
      qtyInStock: 5,
    })
  })

  it('is unlimited when any variant is unlimited', () => {
    expect(stockCount({ productType: 1, variants: [limited(2), { unlimited: true }] })).toEqual({
      unlimited: true,
    })
  })

  it('is unlimited for digital products and gift cards', () => {
    expect(stockCount({ productType: 2, variants: [limited(0)] })).toEqual({ unlimited: true })
    expect(stockCount({ productType: 4, variants: [limited(0)] })).toEqual({ unlimited: true })
  })

  it('does not count paywall or unknown products', () => {
    expect(stockCount({ productType: 5, variants: [limited(0)] })).toEqual({ unlimited: true })
    expect(stockCount({ productType: 9, variants: [{}] })).toEqual({ unlimited: true })
    expect(stockCount({ productType: 3, variants: [limited(1)] })).toEqual({
      unlimited: false,
      qtyInStock: 1,
    })
  })

  it('reads a variant on its own', () => {
    const product: Product = { productType: 1, variants: [limited(2)] }
    expect(variantStock(product, limited(2))).toEqual({ unlimited: false, qtyInStock: 2 })
    expect(variantStock({ productType: 2 }, limited(0))).toEqual({ unlimited: true })
  })
})
