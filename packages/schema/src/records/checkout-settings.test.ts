import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { checkoutSettingsSchema, couponSchema, shippingRateSchema } from './checkout-settings.js'

describe('checkout settings', () => {
  it('defaults to nothing shipped, taxed or discounted, 7 days, 5 downloads, no offline', () => {
    expect(parseWith(checkoutSettingsSchema, {})).toEqual({
      ok: true,
      value: {
        schemaVersion: 1,
        shippingRates: [],
        taxRules: [],
        coupons: [],
        downloadDays: 7,
        maxDownloads: 5,
        offlinePayment: false,
      },
    })
  })

  it('stores countries, regions and coupon codes upper case, with defaults filled in', () => {
    const result = parseWith(checkoutSettingsSchema, {
      shippingRates: [
        {
          id: 'r1',
          name: 'Standard',
          kind: 'flat-rate',
          costCents: 599,
          destinations: [{ country: 'us', regions: ['ny'] }],
        },
      ],
      taxRules: [{ id: 't1', name: 'NY', country: 'us', region: 'ny', rateBasisPoints: 400 }],
      coupons: [{ code: ' save10 ', kind: 'percentage', percentBasisPoints: 1000 }],
    })
    expect(result.ok && result.value.shippingRates[0]?.destinations).toEqual([
      { country: 'US', regions: ['NY'] },
    ])
    expect(result.ok && result.value.taxRules[0]).toMatchObject({
      country: 'US',
      region: 'NY',
      appliesToShipping: false,
      pricesIncludeTax: false,
    })
    expect(result.ok && result.value.coupons[0]).toEqual({
      code: 'SAVE10',
      kind: 'percentage',
      percentBasisPoints: 1000,
      minimumSubtotalCents: 0,
      scope: { kind: 'all' },
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      usageLimitPerCustomer: null,
    })
  })

  it('refuses rates without bands, negative costs and unknown kinds', () => {
    const base = { id: 'r', name: 'R' }
    expect(parseWith(shippingRateSchema, { ...base, kind: 'weight-bands', bands: [] }).ok).toBe(
      false,
    )
    expect(parseWith(shippingRateSchema, { ...base, kind: 'flat-rate', costCents: -1 }).ok).toBe(
      false,
    )
    expect(parseWith(shippingRateSchema, { ...base, kind: 'drone' }).ok).toBe(false)
  })

  it('refuses a coupon that ends before it starts, or takes more than 100 %', () => {
    const end = parseWith(couponSchema, {
      code: 'X',
      kind: 'free-shipping',
      startsAt: 2000,
      endsAt: 1000,
    })
    expect(end.ok || end.issues.map((i) => i.message)).toEqual([
      'A coupon must end after it starts.',
    ])
    expect(
      parseWith(couponSchema, { code: 'X', kind: 'percentage', percentBasisPoints: 10001 }).ok,
    ).toBe(false)
  })

  it('refuses two coupons with the same code, however they are typed', () => {
    const result = parseWith(checkoutSettingsSchema, {
      coupons: [
        { code: 'ten', kind: 'fixed-amount', amountCents: 1000 },
        { code: 'TEN', kind: 'fixed-amount', amountCents: 500 },
      ],
    })
    expect(result.ok || result.issues.map((i) => i.message)).toEqual([
      'Two coupons have the same code.',
    ])
  })
})
