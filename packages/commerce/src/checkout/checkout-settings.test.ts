import { checkoutSettingsSchema, parseWith } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { priceOrder } from './price-order.js'
import type { StoreShippingRate } from './shipping-options.js'
import type { StoreCoupon } from './store-coupon.js'
import type { StoreTaxRule } from './tax-rules.js'

// The owner's settings as `@atelier/schema` validates and stores them feed the pricing rules as is.
describe('checkout settings from @atelier/schema', () => {
  it('price an order once validated', () => {
    const parsed = parseWith(checkoutSettingsSchema, {
      shippingRates: [
        {
          id: 'flat',
          name: 'Standard',
          kind: 'flat-rate',
          costCents: 500,
          destinations: [{ country: 'us' }],
        },
      ],
      taxRules: [{ id: 'ny', name: 'NY', country: 'US', region: 'ny', rateBasisPoints: 400 }],
      coupons: [{ code: 'ten', kind: 'fixed-amount', amountCents: 1000 }],
    })
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
    const shippingRates: readonly StoreShippingRate[] = parsed.value.shippingRates
    const taxRules: readonly StoreTaxRule[] = parsed.value.taxRules
    const coupons: readonly StoreCoupon[] = parsed.value.coupons

    const quote = priceOrder({
      lines: [
        {
          id: 'e',
          itemId: 'p',
          sku: 'S',
          title: 'Lamp',
          quantity: 1,
          unitPriceCents: 6000,
          kind: 'physical',
        },
      ],
      storeSettings: { currency: 'USD' },
      address: { country: 'US', region: 'NY' },
      shippingRates,
      shippingOptionId: 'flat',
      taxRules,
      coupons,
      couponCodes: ['Ten'],
      now: new Date('2026-11-21T10:00:00.000Z'),
    })
    expect(quote).toMatchObject({
      discountCents: 1000,
      shippingCostCents: 500,
      taxCents: 200,
      grandTotalCents: 5700,
      problems: [],
    })
  })
})
