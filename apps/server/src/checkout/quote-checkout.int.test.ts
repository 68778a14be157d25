import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { seedCheckoutSettings } from './seed-checkout-settings.js'

describeEachDialect('checkout quote: shippingLocation and coupons', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  async function quote(body: Record<string, unknown>) {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 })
    const response = await visitor.quote(body)
    expect(response.statusCode).toBe(200)
    return response.json()
  }

  it('returns the shipping location of the address and the coupons applied', async () => {
    const priced = await quote({
      shippingAddress: nyAddress,
      couponCodes: ['welcome10', 'NOPE'],
    })
    expect(priced.shippingLocation).toEqual({ country: 'US', region: 'NY', postalCode: '10001' })
    // Every code entered on the cart (normalised); validCoupons/invalidCoupons tell them apart.
    expect(priced.coupons).toEqual([{ code: 'WELCOME10' }, { code: 'NOPE' }])
    expect(priced.validCoupons).toEqual([{ code: 'WELCOME10' }])
    expect(priced.invalidCoupons).toEqual([{ code: 'NOPE', message: 'Coupon code not found.' }])
  })

  it('prices a subscription cart named by its cartToken, not the cookie cart', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 })
    const opened = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 2,
    })
    expect(opened.statusCode).toBe(200)
    const { cartToken } = opened.json()

    const subscription = (await visitor.quote({ cartToken })).json()
    expect(subscription.entries).toEqual([
      expect.objectContaining({ itemId: fx.id('beans'), quantity: 2 }),
    ])
    expect(subscription.subtotalCents).toBe(3600)
    // The same visitor's cookie cart is still the mug alone.
    const shopping = (await visitor.quote({})).json()
    expect(shopping.entries).toEqual([expect.objectContaining({ itemId: fx.id('mug') })])
    expect(shopping.subtotalCents).toBe(3200)
  })

  it('has no shipping location and no coupons before an address or a code is given', async () => {
    const priced = await quote({})
    expect(priced.shippingLocation).toBeNull()
    expect(priced.coupons).toEqual([])
  })
})
