import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { demoCheckoutSettings, seedCheckoutSettings } from './seed-checkout-settings.js'

const usageLimit = 'This coupon has reached its usage limit.'

describeEachDialect('checkout: a coupon’s per-customer usage limit', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, {
      ...demoCheckoutSettings,
      coupons: [
        { code: 'ONCE', kind: 'percentage', percentBasisPoints: 1000, usageLimitPerCustomer: 1 },
      ],
    })
  })
  afterAll(async () => {
    await app.close()
  })

  async function orderAs(email: string) {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    return { visitor, answer: await visitor.order({ email, couponCodes: ['once'] }) }
  }

  it('lets one email use the coupon once, refusing the second order with a clear 400', async () => {
    const first = await orderAs('ada@example.com')
    expect(first.answer.statusCode).toBe(201)
    // 9000 − 10 % + 8 % NY tax on 8100.
    expect(first.answer.json().order.grandTotalCents).toBe(8748)

    // The same customer, however the address is typed.
    const second = await orderAs('  ADA@Example.com ')
    expect(second.answer.statusCode).toBe(400)
    expect(second.answer.json()).toEqual({ errors: { couponCodes: usageLimit } })
    // The quote has no email (its API shape takes none), so the order is where this is refused;
    // without the coupon it goes through.
    expect((await second.visitor.order({ email: 'ada@example.com' })).statusCode).toBe(201)

    const redemptions = await ctx.storage.db
      .selectFrom('couponRedemptions')
      .select('email')
      .where('websiteId', '=', fx.websiteId)
      .where('code', '=', 'ONCE')
      .execute()
    expect(redemptions).toEqual([{ email: 'ada@example.com' }])
  })

  it('lets another email use it', async () => {
    const other = await orderAs('grace@example.com')
    expect(other.answer.statusCode).toBe(201)
    expect(other.answer.json().order.grandTotalCents).toBe(8748)
  })
})
