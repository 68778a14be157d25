import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { demoCheckoutSettings } from '../checkout/seed-checkout-settings.js'

describeEachDialect('checkout settings (owner)', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(async () => {
    await app.close()
  })

  const put = (payload: object, cookie = session) =>
    app.inject({
      method: 'PUT',
      url: '/api/editor/checkout-settings',
      headers: { host: fx.host, ...crumbHeaders(cookie) },
      payload,
    })

  it('saves shipping options, tax rules and coupons that the next quote uses', async () => {
    const saved = await put({
      ...demoCheckoutSettings,
      coupons: [{ code: 'HALF', kind: 'percentage', percentBasisPoints: 5000 }],
    })
    expect(saved.statusCode).toBe(200)
    const read = await app.inject({
      url: '/api/editor/checkout-settings',
      headers: { host: fx.host, ...crumbHeaders(session) },
    })
    expect(read.json().coupons).toEqual([
      { code: 'HALF', kind: 'percentage', percentBasisPoints: 5000 },
    ])

    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    const quote = (await visitor.quote({ couponCodes: ['HALF'] })).json()
    expect(quote.discountCents).toBe(4500)
  })

  it('refuses visitors and malformed settings', async () => {
    expect((await put(demoCheckoutSettings, '')).statusCode).toBe(401)
    const bad = await put({
      ...demoCheckoutSettings,
      taxRules: [{ ...demoCheckoutSettings.taxRules[0], rateBasisPoints: 20_000 }],
    })
    expect(bad.statusCode).toBe(400)
  })
})
