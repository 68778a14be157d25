import { describe, expect, it } from 'vitest'
import { createCart } from './cart.js'

describe('createCart', () => {
  it('starts with every SPEC default', () => {
    const cart = createCart({ id: 'c1', websiteId: 'w1', now: new Date('2026-01-02T03:04:05Z') })
    expect(cart).toEqual({
      id: 'c1',
      websiteId: 'w1',
      orderId: null,
      created: Date.parse('2026-01-02T03:04:05Z'),
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      subtotalAmount: { minor: 0, currency: 'USD' },
    })
  })

  it('keeps the subtotal in the store currency', () => {
    const cart = createCart({ id: 'c', websiteId: 'w', now: new Date(0), currency: 'JPY' })
    expect(cart.subtotalAmount).toEqual({ minor: 0, currency: 'JPY' })
  })
})
