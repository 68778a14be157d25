import { describe, expect, it } from 'vitest'
import { variantRegularPrice, variantUnitPrice } from './product-price.js'

describe('variant prices', () => {
  it('reads the variant price in either money shape', () => {
    const product = { productType: 1 }
    expect(variantUnitPrice(product, { priceMoney: { value: '19.99', currency: 'EUR' } })).toEqual({
      minor: 1999,
      currency: 'EUR',
    })
    expect(
      variantUnitPrice(product, { priceMoney: { decimalValue: '5', currencyCode: 'JPY' } }),
    ).toEqual({ minor: 5, currency: 'JPY' })
  })

  it('uses the sale price while the variant is on sale', () => {
    const variant = { onSale: true, priceMoney: { value: '200' }, salePriceMoney: { value: '50' } }
    expect(variantUnitPrice({ productType: 1 }, variant).minor).toBe(5000)
    expect(variantRegularPrice({ productType: 1 }, variant).minor).toBe(20000)
    expect(variantUnitPrice({ productType: 1 }, { ...variant, onSale: false }).minor).toBe(20000)
  })

  it('uses the product flag for digital products', () => {
    const variant = { priceMoney: { value: '10' }, salePriceMoney: { value: '8' } }
    expect(variantUnitPrice({ productType: 2, onSale: true }, variant).minor).toBe(800)
    expect(variantUnitPrice({ productType: 2 }, { ...variant, onSale: true }).minor).toBe(1000)
  })

  it('falls back to legacy cents, then the product price, in the store currency', () => {
    expect(variantUnitPrice({ productType: 1 }, { price: 10000 }, 'GBP')).toEqual({
      minor: 10000,
      currency: 'GBP',
    })
    expect(variantUnitPrice({ productType: 2, priceMoney: { value: '3' } }, undefined).minor).toBe(
      300,
    )
  })

  it('reads the minor units that @atelier/schema stores', () => {
    const variant = { priceCents: 2000, salePriceCents: 1500 }
    expect(variantUnitPrice({ productType: 1 }, variant, 'JPY')).toEqual({
      minor: 2000,
      currency: 'JPY',
    })
    expect(variantUnitPrice({ productType: 1 }, { ...variant, onSale: true }).minor).toBe(1500)
  })

  it('is 0 USD when no price is found', () => {
    expect(variantUnitPrice({ productType: 1 }, {}, 'EUR')).toEqual({ minor: 0, currency: 'USD' })
  })
})
