import { Limits } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { commerceStrings } from '../strings.js'
import type { CheckoutLine } from './checkout-line.js'
import { priceOrder, type PriceOrderInput } from './price-order.js'
import type { StoreShippingRate } from './shipping-options.js'
import type { StoreCoupon } from './store-coupon.js'
import type { StoreTaxRule } from './tax-rules.js'

const now = new Date('2026-11-21T10:00:00.000Z')

const line = (
  id: string,
  unitPriceCents: number,
  over: Partial<CheckoutLine> = {},
): CheckoutLine => ({
  id,
  itemId: `item-${id}`,
  sku: `SKU-${id}`,
  title: id,
  quantity: 1,
  unitPriceCents,
  kind: 'physical',
  ...over,
})

const shippingRates: StoreShippingRate[] = [
  {
    id: 'flat',
    name: 'Standard',
    kind: 'flat-rate',
    costCents: 599,
    destinations: [{ country: 'US' }],
  },
  {
    id: 'free',
    name: 'Free over $50',
    kind: 'free-above',
    minimumSubtotalCents: 5000,
    destinations: [{ country: 'US' }],
  },
]
const taxRules: StoreTaxRule[] = [
  {
    id: 'ny',
    name: 'New York State',
    country: 'US',
    region: 'NY',
    rateBasisPoints: 400,
    appliesToShipping: true,
    pricesIncludeTax: false,
  },
  {
    id: 'nyc',
    name: 'New York City',
    country: 'US',
    region: 'NY',
    rateBasisPoints: 450,
    appliesToShipping: false,
    pricesIncludeTax: false,
  },
]
const coupons: StoreCoupon[] = [
  { code: 'SAVE10', kind: 'percentage', percentBasisPoints: 1000 },
  { code: 'SHIPFREE', kind: 'free-shipping' },
]

const nyOrder: PriceOrderInput = {
  lines: [line('mug', 1500, { quantity: 2 }), line('shirt', 2500)],
  storeSettings: { currency: 'USD' },
  address: { country: 'US', region: 'NY', postalCode: '11201' },
  shippingRates,
  shippingOptionId: 'flat',
  couponCodes: ['save10'],
  coupons,
  taxRules,
  now,
}

describe('priceOrder', () => {
  it('prices a taxed, discounted, shipped order and takes a gift card off the amount due', () => {
    const quote = priceOrder({
      ...nyOrder,
      giftCards: [{ code: 'GIFT', balanceCents: 2000, currency: 'USD' }],
    })
    expect(quote.lines.map((l) => [l.lineTotalCents, l.discountCents, l.taxCents])).toEqual([
      [3000, 300, 230], // tax on 2700: 108 + 121.5 → 122
      [2500, 250, 191], // tax on 2250: 90 + 101.25 → 101
    ])
    expect(quote).toMatchObject({
      subtotalCents: 5500,
      discountCents: 550,
      shippingCostCents: 599,
      taxCents: 445, // lines 421 + shipping 599 × 4 % = 23.96 → 24
      grandTotalCents: 4950 + 599 + 445,
      giftCardCents: 2000,
      amountDueCents: 5994 - 2000,
      totalQuantity: 3,
      requiresShipping: true,
      problems: [],
    })
    expect(quote.applicableTaxRules).toEqual([
      { name: 'New York State', ratePercent: '4.00' },
      { name: 'New York City', ratePercent: '4.50' },
    ])
    expect(quote.validCoupons).toEqual([{ code: 'SAVE10', kind: 'percentage', discountCents: 550 }])
    expect(quote.coupons).toEqual([{ code: 'save10' }])
  })

  it('offers free shipping on the subtotal after discounts', () => {
    expect(priceOrder(nyOrder).shippingOptions.map((o) => o.id)).toEqual(['flat'])
    expect(priceOrder({ ...nyOrder, couponCodes: [] }).shippingOptions.map((o) => o.id)).toEqual([
      'flat',
      'free',
    ])
  })

  it('zeroes the chosen shipping with a free-shipping coupon, and taxes no shipping', () => {
    const quote = priceOrder({ ...nyOrder, couponCodes: ['SHIPFREE'] })
    expect(quote).toMatchObject({
      shippingCostCents: 0,
      shippingDiscountCents: 599,
      discountCents: 0,
      selectedShippingOption: { id: 'flat', costCents: 599 },
    })
    expect(quote.taxCents).toBe(255 + 213) // 3000 → 120 + 135; 2500 → 100 + 112.5 → 113
    expect(quote.grandTotalCents).toBe(5500 + 468)
  })

  it('extracts tax-inclusive VAT, shipping included, without changing the total', () => {
    const vat: StoreTaxRule = {
      id: 'vat',
      name: 'VAT',
      country: 'GB',
      rateBasisPoints: 2000,
      appliesToShipping: true,
      pricesIncludeTax: true,
    }
    const quote = priceOrder({
      lines: [line('scarf', 1200)],
      storeSettings: { currency: 'GBP' },
      address: { country: 'GB', postalCode: 'SW1A 1AA' },
      shippingRates: [
        {
          id: 'royal',
          name: 'Royal Mail',
          kind: 'flat-rate',
          costCents: 600,
          destinations: [{ country: 'GB' }],
        },
      ],
      shippingOptionId: 'royal',
      taxRules: [vat],
      now,
    })
    expect(quote).toMatchObject({
      currency: 'GBP',
      taxCents: 300,
      includedTaxCents: 300,
      addedTaxCents: 0,
      grandTotalCents: 1800,
      amountDueCents: 1800,
    })
  })

  it('prices in whole yen', () => {
    const quote = priceOrder({
      lines: [line('tea', 1980)],
      storeSettings: { currency: 'JPY', minimumOrderSubtotalCents: 3000 },
      address: { country: 'JP' },
      shippingRates: [
        { id: 'yu', name: 'Yu-Pack', kind: 'flat-rate', costCents: 500, destinations: [] },
      ],
      shippingOptionId: 'yu',
      taxRules: [
        {
          id: 'jct',
          name: 'Consumption tax',
          country: 'JP',
          rateBasisPoints: 1000,
          appliesToShipping: true,
          pricesIncludeTax: false,
        },
      ],
      now,
    })
    expect(quote).toMatchObject({
      taxCents: 248,
      grandTotalCents: 2728,
      subtotalAmount: { minor: 1980, currency: 'JPY' },
    })
    expect(quote.problems).toEqual([
      {
        code: 'below-minimum',
        message: 'To check out, your order subtotal must be ¥3,000 or more.',
      },
    ])
  })

  it('skips shipping for a digital and gift-card cart, refusing a free-shipping coupon', () => {
    const quote = priceOrder({
      ...nyOrder,
      lines: [line('ebook', 900, { kind: 'digital' }), line('card', 5000, { kind: 'gift-card' })],
      couponCodes: ['SHIPFREE'],
      shippingOptionId: null,
    })
    expect(quote).toMatchObject({
      requiresShipping: false,
      hasDigital: true,
      purelyDigital: false,
      shippingOptions: [],
      selectedShippingOption: null,
      shippingCostCents: 0,
      problems: [],
    })
    expect(quote.invalidCoupons).toEqual([
      {
        code: 'SHIPFREE',
        reason: 'not-applicable',
        message: 'This coupon does not apply to the items in your cart.',
      },
    ])
    // A gift card is sold tax-free (what it later buys is taxed); the e-book is taxed 36 + 40.5 → 41.
    expect(quote.lines.map((l) => l.taxCents)).toEqual([77, 0])
    expect(quote.grandTotalCents).toBe(5900 + 77)
  })

  it('lists what stops the order: empty cart, minimum subtotal, missing shipping choice', () => {
    expect(priceOrder({ lines: [], now }).problems).toEqual([
      { code: 'empty-cart', message: 'You have nothing in your shopping cart.' },
    ])
    const quote = priceOrder({
      ...nyOrder,
      storeSettings: { currency: 'USD', minimumOrderSubtotalCents: 10000 },
      shippingOptionId: undefined,
    })
    expect(quote.problems).toEqual([
      {
        code: 'below-minimum',
        message: 'To check out, your order subtotal must be $100.00 or more.',
      },
      { code: 'shipping-option-required', message: 'Please choose a shipping option.' },
    ])
  })

  it('refuses an order whose shipping and tax take the total past Limits.totalMaxCents', () => {
    // The subtotal is within the bound; NY tax and shipping take the grand total past it.
    const quote = priceOrder({
      ...nyOrder,
      lines: [line('rug', 1_000_000_000, { quantity: 2 }), line('lamp', 147_000_000)],
      couponCodes: [],
    })
    expect(quote.subtotalCents).toBeLessThanOrEqual(Limits.totalMaxCents)
    expect(quote.grandTotalCents).toBeGreaterThan(Limits.totalMaxCents)
    expect(quote.problems).toEqual([
      { code: 'total-out-of-range', message: commerceStrings.totalTooLarge },
    ])
  })

  it('leaves nothing due when gift cards cover the order', () => {
    const quote = priceOrder({
      ...nyOrder,
      giftCards: [
        { code: 'A', balanceCents: 5000, currency: 'USD' },
        { code: 'B', balanceCents: 5000, currency: 'USD' },
      ],
    })
    expect(quote.giftCards.map((g) => g.amountCents)).toEqual([5000, 994])
    expect(quote.amountDueCents).toBe(0)
  })
})
