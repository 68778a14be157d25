import { describe, expect, it } from 'vitest'
import { decimalToString } from './decimal.js'
import type { Money } from './money.js'
import {
  fromPrice,
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  normalPrice,
  salePrice,
  totalStock,
} from './product.js'

const product = (content: Record<string, unknown>) => ({ structuredContent: content })
const amount = (m: Money) => `${decimalToString(m.amount)} ${m.currency}`

describe('product availability (SPEC §4)', () => {
  it('sells out physical and service products only when no variant has stock', () => {
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }] }))).toBe(true)
    expect(
      isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] })),
    ).toBe(false)
    expect(isSoldOut(product({ productType: 3, variants: [{ unlimited: true }] }))).toBe(false)
    expect(isSoldOut(product({ productType: 1, variants: [] }))).toBe(true)
  })

  it('never sells out digital goods and gift cards; unknown types cannot be bought', () => {
    expect(isSoldOut(product({ productType: 2 }))).toBe(false)
    expect(isSoldOut(product({ productType: 4, variants: [{ qtyInStock: 0 }] }))).toBe(false)
    expect(isSoldOut(product({ productType: -1 }))).toBe(true)
  })

  it('is on sale when any variant is, or by its own flag when digital', () => {
    expect(isOnSale(product({ productType: 1, variants: [{}, { onSale: true }] }))).toBe(true)
    expect(isOnSale(product({ productType: 1, variants: [{ onSale: false }] }))).toBe(false)
    expect(isOnSale(product({ productType: 2, onSale: true }))).toBe(true)
    expect(isOnSale(product({ productType: 4, variants: [{ onSale: true }] }))).toBe(false)
  })

  it('sums stock, which is unlimited for digital goods or any unlimited variant', () => {
    expect(
      totalStock(product({ productType: 1, variants: [{ qtyInStock: 2 }, { qtyInStock: 3 }] })),
    ).toBe(5)
    expect(
      totalStock(product({ productType: 1, variants: [{ qtyInStock: 2 }, { unlimited: true }] })),
    ).toBe(Infinity)
    expect(totalStock(product({ productType: 2 }))).toBe(Infinity)
  })

  it('has variants when there is more than one', () => {
    expect(hasVariants(product({ productType: 1, variants: [{}, {}] }))).toBe(true)
    expect(hasVariants(product({ productType: 1, variants: [{}] }))).toBe(false)
  })
})

describe('product prices', () => {
  const variants = [
    { priceMoney: { value: '1.00', currency: 'EUR' } },
    {
      onSale: true,
      priceMoney: { value: '3', currency: 'EUR' },
      salePriceMoney: { value: '.5', currency: 'EUR' },
    },
    { priceMoney: { value: '2', currency: 'EUR' } },
  ]
  const item = product({ productType: 1, variants })

  it('reads the highest regular, lowest sale and lowest current price', () => {
    expect(amount(normalPrice(item))).toBe('3 EUR')
    expect(amount(salePrice(item))).toBe('0.5 EUR')
    expect(amount(fromPrice(item))).toBe('0.5 EUR')
  })

  it('falls back to 0 USD when no price is found', () => {
    expect(amount(normalPrice(product({ productType: 1, variants: [] })))).toBe('0 USD')
    expect(
      amount(salePrice(product({ productType: 1, variants: [{ priceMoney: { value: '1' } }] }))),
    ).toBe('0 USD')
    expect(amount(fromPrice(product({ productType: -1 })))).toBe('0 USD')
  })

  it('reads decimalValue/currencyCode money and legacy cents', () => {
    expect(
      amount(
        normalPrice(
          product({ productType: 2, priceMoney: { decimalValue: '7.5', currencyCode: 'GBP' } }),
        ),
      ),
    ).toBe('7.5 GBP')
    expect(
      hasVariedPrices(product({ productType: 1, variants: [{ price: 100 }, { price: 200 }] })),
    ).toBe(true)
  })

  it('compares current prices for varied prices', () => {
    expect(hasVariedPrices(item)).toBe(true)
    const same = product({
      productType: 3,
      variants: [{ price: 100 }, { onSale: true, salePrice: 100 }],
    })
    expect(hasVariedPrices(same)).toBe(false)
    expect(hasVariedPrices(product({ productType: 2 }))).toBe(false)
  })
})
