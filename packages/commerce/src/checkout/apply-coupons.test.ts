import { describe, expect, it } from 'vitest'
import { applyCoupons, type ApplyCouponsOptions } from './apply-coupons.js'
import type { CheckoutLine } from './checkout-line.js'
import type { StoreCoupon } from './store-coupon.js'

const line = (
  id: string,
  unitPriceCents: number,
  over: Partial<CheckoutLine> = {},
): CheckoutLine => ({
  id,
  itemId: `item-${id}`,
  sku: `sku-${id}`,
  title: id,
  quantity: 1,
  unitPriceCents,
  kind: 'physical',
  ...over,
})

const NOW = new Date('2026-06-15T12:00:00.000Z')
const options: ApplyCouponsOptions = { now: NOW, currency: 'USD' }
const sum = (parts: readonly number[]) => parts.reduce((a, b) => a + b, 0)

const tenOff: StoreCoupon = { code: 'TEN', kind: 'fixed-amount', amountCents: 1000 }
const fifteenPercent: StoreCoupon = { code: 'SAVE15', kind: 'percentage', percentBasisPoints: 1500 }
const freeShip: StoreCoupon = { code: 'SHIPFREE', kind: 'free-shipping' }

describe('applyCoupons: amounts', () => {
  it('pro-rates a percentage across the lines, summing exactly', () => {
    const lines = [line('a', 3333), line('b', 3333), line('c', 3334)]
    const result = applyCoupons(lines, ['save15'], [fifteenPercent], options)
    expect(result.discountCents).toBe(1500)
    expect(sum(result.lineDiscounts)).toBe(1500)
    expect(result.lineDiscounts).toEqual([500, 500, 500])
    expect(result.validCoupons).toEqual([
      { code: 'SAVE15', kind: 'percentage', discountCents: 1500 },
    ])
  })

  it('rounds a percentage half up on the eligible subtotal', () => {
    // 15 % of 1999 = 299.85
    const result = applyCoupons([line('a', 1999)], ['SAVE15'], [fifteenPercent], options)
    expect(result.discountCents).toBe(300)
  })

  it('caps a fixed amount at what the lines cost: no line goes below zero', () => {
    const lines = [line('a', 300), line('b', 200)]
    const result = applyCoupons(lines, ['TEN'], [tenOff], options)
    expect(result.discountCents).toBe(500)
    expect(result.lineDiscounts).toEqual([300, 200])
  })

  it('spreads an awkward fixed amount by largest remainder, each line within its total', () => {
    const lines = [line('a', 1), line('b', 1), line('c', 998)]
    const result = applyCoupons(lines, ['TEN'], [{ ...tenOff, amountCents: 7 }], options)
    expect(sum(result.lineDiscounts)).toBe(7)
    result.lineDiscounts.forEach((d, i) => {
      expect(d).toBeGreaterThanOrEqual(0)
      expect(d).toBeLessThanOrEqual(lines[i]!.unitPriceCents)
    })
  })

  it('applies a percentage first, then a fixed amount, one of each kind', () => {
    const result = applyCoupons(
      [line('a', 10000)],
      ['TEN', 'SAVE15'],
      [tenOff, fifteenPercent],
      options,
    )
    expect(result.discountCents).toBe(1500 + 1000)
    expect(result.validCoupons.map((c) => [c.code, c.discountCents])).toEqual([
      ['TEN', 1000],
      ['SAVE15', 1500],
    ])
  })

  it('refuses a second coupon of the same kind', () => {
    const other: StoreCoupon = { code: 'FIVE', kind: 'fixed-amount', amountCents: 500 }
    const result = applyCoupons([line('a', 10000)], ['TEN', 'FIVE'], [tenOff, other], options)
    expect(result.discountCents).toBe(1000)
    expect(result.invalidCoupons).toEqual([
      {
        code: 'FIVE',
        reason: 'cannot-combine',
        message: 'This coupon cannot be combined with another coupon of the same kind.',
      },
    ])
  })

  it('discounts only lines in scope, and never gift cards', () => {
    const lines = [
      line('shirt', 2000, { categoryIds: ['clothing'] }),
      line('mug', 1000, { categoryIds: ['kitchen'] }),
      line('card', 5000, { kind: 'gift-card', categoryIds: ['clothing'] }),
    ]
    const clothing: StoreCoupon = {
      ...fifteenPercent,
      scope: { kind: 'categories', categoryIds: ['clothing'] },
    }
    expect(applyCoupons(lines, ['SAVE15'], [clothing], options).lineDiscounts).toEqual([300, 0, 0])
    const mugOnly: StoreCoupon = { ...tenOff, scope: { kind: 'products', itemIds: ['item-mug'] } }
    expect(applyCoupons(lines, ['TEN'], [mugOnly], options).lineDiscounts).toEqual([0, 1000, 0])
  })

  it('marks free shipping without touching the lines', () => {
    const result = applyCoupons([line('a', 1000)], ['SHIPFREE'], [freeShip], options)
    expect(result).toMatchObject({ freeShipping: true, discountCents: 0, lineDiscounts: [0] })
  })
})

describe('applyCoupons: failures and their messages', () => {
  const lines = [line('a', 5000)]
  const reasons = (codes: string[], coupons: StoreCoupon[], opts = options, l = lines) =>
    applyCoupons(l, codes, coupons, opts).invalidCoupons.map((c) => [c.reason, c.message])

  it('reports an unknown code', () => {
    expect(reasons(['NOPE'], [tenOff])).toEqual([['not-found', 'Coupon code not found.']])
  })

  it('matches codes without regard to case or spaces, and refuses one entered twice', () => {
    expect(applyCoupons(lines, ['  ten '], [tenOff], options).discountCents).toBe(1000)
    expect(reasons(['TEN', 'ten'], [tenOff])).toEqual([
      ['already-applied', 'This coupon has already been applied.'],
    ])
  })

  it('starts at startsAt exactly and expires at endsAt exactly', () => {
    const start = NOW.getTime()
    const windowed: StoreCoupon = { ...tenOff, startsAt: start, endsAt: start + 1000 }
    const at = (ms: number) => ({ ...options, now: new Date(ms) })
    expect(reasons(['TEN'], [windowed], at(start - 1))).toEqual([
      ['not-yet-valid', 'This coupon is not valid yet.'],
    ])
    expect(reasons(['TEN'], [windowed], at(start))).toEqual([])
    expect(reasons(['TEN'], [windowed], at(start + 999))).toEqual([])
    expect(reasons(['TEN'], [windowed], at(start + 1000))).toEqual([
      ['expired', 'This coupon has expired.'],
    ])
  })

  it('enforces the total usage limit at the limit, not before', () => {
    const limited: StoreCoupon = { ...tenOff, usageLimit: 100 }
    const used = (timesUsed: number) => ({ ...options, usage: { TEN: { timesUsed } } })
    expect(reasons(['TEN'], [limited], used(99))).toEqual([])
    expect(reasons(['TEN'], [limited], used(100))).toEqual([
      ['usage-limit', 'This coupon has reached its usage limit.'],
    ])
  })

  it('enforces the per-customer limit once the customer is known', () => {
    const once: StoreCoupon = { ...tenOff, usageLimitPerCustomer: 1 }
    const usage = { TEN: { timesUsed: 5, timesUsedByCustomer: 1 } }
    expect(reasons(['TEN'], [once], { ...options, usage })).toEqual([])
    expect(reasons(['TEN'], [once], { ...options, usage, customerEmail: 'a@b.co' })).toEqual([
      ['usage-limit', 'This coupon has reached its usage limit.'],
    ])
    const fresh = { TEN: { timesUsed: 5, timesUsedByCustomer: 0 } }
    expect(reasons(['TEN'], [once], { ...options, usage: fresh, customerEmail: 'a@b.co' })).toEqual(
      [],
    )
  })

  it('requires the minimum subtotal, formatted in the store currency', () => {
    const min: StoreCoupon = { ...tenOff, minimumSubtotalCents: 7500 }
    expect(reasons(['TEN'], [min])).toEqual([
      ['minimum-subtotal', 'Your order subtotal must be $75.00 or more to use this coupon.'],
    ])
    expect(reasons(['TEN'], [min], options, [line('a', 7500)])).toEqual([])
    const yen: StoreCoupon = { ...tenOff, minimumSubtotalCents: 10000 }
    expect(reasons(['TEN'], [yen], { ...options, currency: 'JPY' })).toEqual([
      ['minimum-subtotal', 'Your order subtotal must be ¥10,000 or more to use this coupon.'],
    ])
  })

  it('refuses a coupon for items that are not in the cart', () => {
    const other: StoreCoupon = { ...tenOff, scope: { kind: 'products', itemIds: ['item-x'] } }
    expect(reasons(['TEN'], [other])).toEqual([
      ['not-applicable', 'This coupon does not apply to the items in your cart.'],
    ])
  })

  it('refuses free shipping on a cart that ships nothing', () => {
    const digital = [
      line('ebook', 900, { kind: 'digital' }),
      line('gc', 2500, { kind: 'gift-card' }),
    ]
    expect(reasons(['SHIPFREE'], [freeShip], options, digital)).toEqual([
      ['not-applicable', 'This coupon does not apply to the items in your cart.'],
    ])
    expect(applyCoupons(digital, ['SHIPFREE'], [freeShip], options).freeShipping).toBe(false)
  })

  it('refuses a money coupon on a gift-card-only cart', () => {
    const cards = [line('gc', 2500, { kind: 'gift-card' })]
    expect(reasons(['TEN'], [tenOff], options, cards)).toEqual([
      ['not-applicable', 'This coupon does not apply to the items in your cart.'],
    ])
  })
})
