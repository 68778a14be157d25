import { Limits } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { createCart, type CartEntry } from './cart.js'
import { computeCartTotals, recalculateCart } from './cart-totals.js'
import type { Product } from './product.js'

const products = new Map<string, Product>([
  [
    'shirt',
    {
      productType: 1,
      variants: [
        { sku: 'S', priceMoney: { value: '19.99' } },
        { sku: 'M', onSale: true, priceMoney: { value: '25' }, salePriceMoney: { value: '0.10' } },
      ],
    },
  ],
  ['ebook', { productType: 2, variants: [{ sku: 'E', priceMoney: { value: '0.20' } }] }],
  ['gift', { productType: 4, variants: [{ sku: 'G', priceMoney: { value: '50' } }] }],
])

function line(itemId: string, sku: string, quantity: number, purchasePriceCents = 0): CartEntry {
  return {
    id: `${itemId}-${sku}`,
    itemId,
    quantity,
    chosenVariant: { sku, attributes: {} },
    title: itemId,
    subTotal: { minor: 0, currency: 'USD' },
    purchasePriceCents,
  }
}

function totals(...args: Parameters<typeof computeCartTotals>) {
  const result = computeCartTotals(...args)
  if (!result.ok) throw new Error(result.code)
  return result
}

describe('computeCartTotals', () => {
  it('refuses a line or a subtotal past Limits.totalMaxCents instead of throwing', () => {
    // A price stored before the bounds: 2^53 − 1 cents, 9,999 of it once threw a RangeError.
    const legacy = new Map<string, Product>([
      [
        'huge',
        { productType: 1, variants: [{ sku: 'H', priceMoney: { value: '90071992547409.91' } }] },
      ],
      ['big', { productType: 1, variants: [{ sku: 'B', priceMoney: { value: '10000000' } }] }],
    ])
    expect(computeCartTotals([line('huge', 'H', 9999)], legacy)).toEqual({
      ok: false,
      code: 'total-out-of-range',
      itemId: 'huge',
    })
    // 10,000,000.00 is one allowed price; three of them pass the total's bound.
    expect(totals([line('big', 'B', 2)], legacy).subtotalCents).toBe(2 * Limits.amountMaxCents)
    expect(computeCartTotals([line('big', 'B', 2), line('big', 'B', 1)], legacy)).toMatchObject({
      ok: false,
      code: 'total-out-of-range',
    })
  })

  it('prices each line and sums without drift', () => {
    const result = totals(
      [line('shirt', 'M', 1), line('ebook', 'E', 1), line('shirt', 'S', 3)],
      products,
    )
    expect(result.entries.map((e) => [e.purchasePriceCents, e.subTotal.minor])).toEqual([
      [10, 10],
      [20, 20],
      [1999, 5997],
    ])
    expect(result.subtotalCents).toBe(6027)
    expect(result.totalQuantity).toBe(5)
    expect(result.subtotalAmount).toEqual({ minor: 6027, currency: 'USD' })
    expect(result.grandTotalCents).toBe(6027)
  })

  it('sets the shipping and digital flags from the product types', () => {
    expect(totals([line('shirt', 'S', 1), line('ebook', 'E', 1)], products)).toMatchObject({
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    })
    expect(totals([line('ebook', 'E', 2)], products)).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
    })
    expect(totals([line('gift', 'G', 1)], products)).toMatchObject({
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    })
    expect(totals([], products)).toMatchObject({
      subtotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    })
  })

  it('adds shipping and tax and takes off the discount, never below zero', () => {
    const result = totals(
      [line('shirt', 'S', 1)],
      products,
      {},
      {
        discountCents: 500,
        shippingCostCents: 700,
        taxCents: 133,
      },
    )
    expect(result.grandTotalCents).toBe(1999 - 500 + 700 + 133)
    const big = totals(
      [line('shirt', 'S', 1)],
      products,
      {},
      { discountCents: 5000, shippingCostCents: 700 },
    )
    expect(big.discountCents).toBe(1999)
    expect(big.grandTotalCents).toBe(700)
  })

  it('prices a gift card denomination stored without variants', () => {
    const cards = new Map<string, Product>([
      ['card', { productType: 4, giftCardDenominationsCents: [2500] }],
    ])
    expect(totals([line('card', 'gift-card-2500', 2)], cards)).toMatchObject({
      subtotalCents: 5000,
      requiresShipping: false,
    })
  })

  it('keeps the price a line was added at when its product is gone', () => {
    expect(totals([line('gone', 'X', 2, 450)], products).subtotalCents).toBe(900)
  })

  it('works in the store currency, JPY included', () => {
    const yen = new Map<string, Product>([
      [
        'tea',
        {
          productType: 1,
          variants: [{ sku: 'T', priceMoney: { value: '1500', currency: 'JPY' } }],
        },
      ],
    ])
    const result = totals([line('tea', 'T', 3)], yen, { currency: 'JPY' })
    expect(result.subtotalAmount).toEqual({ minor: 4500, currency: 'JPY' })
  })

  it('refuses a product priced in another currency than the store', () => {
    const dollars = new Map<string, Product>([
      [
        'cap',
        { productType: 1, variants: [{ sku: 'C', priceMoney: { value: '5', currency: 'USD' } }] },
      ],
    ])
    expect(computeCartTotals([line('cap', 'C', 1)], dollars, { currency: 'EUR' })).toEqual({
      ok: false,
      code: 'currency-mismatch',
      itemId: 'cap',
    })
    // Without a currency of its own, a price is read in the store currency.
    expect(computeCartTotals([line('shirt', 'S', 1)], products, { currency: 'EUR' })).toMatchObject(
      {
        ok: true,
        subtotalAmount: { minor: 1999, currency: 'EUR' },
      },
    )
  })
})

describe('recalculateCart', () => {
  it('writes the totals onto the cart', () => {
    const cart = {
      ...createCart({ id: 'c', websiteId: 'w', now: new Date(0) }),
      entries: [line('shirt', 'S', 2)],
    }
    const result = recalculateCart(cart, products)
    if (!result.ok) throw new Error(result.code)
    expect(result.cart).toMatchObject({
      id: 'c',
      subtotalCents: 3998,
      totalQuantity: 2,
      requiresShipping: true,
    })
    expect(result.cart).not.toHaveProperty('ok')
  })
})
