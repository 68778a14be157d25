import { describe, expect, it } from 'vitest'
import type { StoreTaxRule } from './tax-rules.js'
import { linePaidCents } from './line-paid.js'
import { priceOrder } from './price-order.js'

const now = new Date('2026-11-21T10:00:00.000Z')
const maine = (pricesIncludeTax = false): StoreTaxRule => ({
  id: 'me',
  name: 'Maine',
  country: 'US',
  rateBasisPoints: 550,
  appliesToShipping: true,
  pricesIncludeTax,
})
const line = (id: string, unitPriceCents: number, quantity = 1) => ({
  id,
  itemId: `item-${id}`,
  sku: id.toUpperCase(),
  title: id,
  quantity,
  unitPriceCents,
  kind: 'physical' as const,
})
const quote = (input: {
  lines: ReturnType<typeof line>[]
  taxRules?: StoreTaxRule[]
  couponCodes?: string[]
}) =>
  priceOrder({
    lines: input.lines,
    storeSettings: { currency: 'USD' },
    address: { country: 'US', region: 'ME' },
    shippingRates: [
      { id: 'flat', name: 'Flat', kind: 'flat-rate', costCents: 700, destinations: [] },
    ],
    shippingOptionId: 'flat',
    taxRules: input.taxRules ?? [],
    coupons: [{ code: 'TEN', kind: 'percentage', percentBasisPoints: 1000 }],
    couponCodes: input.couponCodes ?? [],
    now,
  })

describe('linePaidCents', () => {
  it('is the line price when nothing was taken off and no tax added', () => {
    expect(linePaidCents(quote({ lines: [line('vase', 4200)] }))).toEqual([4200])
  })

  it('takes the line’s share of a discount off', () => {
    expect(linePaidCents(quote({ lines: [line('vase', 4200)], couponCodes: ['TEN'] }))).toEqual([
      3780,
    ])
  })

  it('adds the tax added on top of the discounted line ($37.80 + $2.08)', () => {
    const priced = quote({ lines: [line('vase', 4200)], taxRules: [maine()], couponCodes: ['TEN'] })
    expect(linePaidCents(priced)).toEqual([3780 + 208])
  })

  it('adds no tax that prices already include', () => {
    const priced = quote({ lines: [line('vase', 4200)], taxRules: [maine(true)] })
    expect(linePaidCents(priced)).toEqual([4200])
  })

  it('leaves shipping and its tax out, so the lines add up to less than the grand total', () => {
    const priced = quote({
      lines: [line('vase', 4200), line('mug', 1250, 2)],
      taxRules: [maine()],
      couponCodes: ['TEN'],
    })
    const paid = linePaidCents(priced)
    const shippingWithTax = priced.shippingCostCents + Math.round(priced.shippingCostCents * 0.055)
    expect(paid.reduce((sum, cents) => sum + cents, 0)).toBe(
      priced.grandTotalCents - shippingWithTax,
    )
  })
})
