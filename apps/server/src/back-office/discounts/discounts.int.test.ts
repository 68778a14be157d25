import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: discounts', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(async () => {
    await app.close()
  })

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const listed = async (code: string) =>
    (await call('GET', '/api/editor/discounts'))
      .json()
      .discounts.find((d: { coupon: { code: string } }) => d.coupon.code === code)

  it('creates, uses, edits with a version check, ends and deletes a coupon', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/editor/discounts',
      headers: { host: fx.host, ...crumbHeaders() },
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
    expect(
      (await call('POST', '/api/editor/discounts', { code: 'bad code!', kind: 'percentage' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await call('POST', '/api/editor/discounts', { code: 'NOPCT', kind: 'percentage' }))
        .statusCode,
    ).toBe(400)
    const created = await call('POST', '/api/editor/discounts', {
      code: 'spring5',
      kind: 'fixed-amount',
      amountCents: 500,
      usageLimit: 10,
      scope: { kind: 'categories', categoryIds: ['Clothing'] },
    })
    expect(created.statusCode, created.body).toBe(200)
    expect(
      (await call('POST', '/api/editor/discounts', { code: 'SPRING5', kind: 'free-shipping' }))
        .statusCode,
    ).toBe(409)

    // Checkout honours it at once, and the use is counted.
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('tee'), sku: fx.sku('tee-m-red'), quantity: 1 })
    const placed = await visitor.order({ couponCodes: ['spring5'] })
    expect(placed.statusCode, placed.body).toBe(201)
    expect(await listed('SPRING5')).toMatchObject({ timesUsed: 1, status: 'active' })

    const { version } = await listed('SPRING5')
    const edited = await call('PUT', '/api/editor/discounts/spring5', {
      baseVersion: version,
      coupon: { code: 'SPRING5', kind: 'fixed-amount', amountCents: 700, usageLimit: 10 },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const stale = await call('PUT', '/api/editor/discounts/spring5', {
      baseVersion: version,
      coupon: { code: 'SPRING5', kind: 'fixed-amount', amountCents: 900 },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toMatch(/changed meanwhile/)

    expect((await call('POST', '/api/editor/discounts/spring5/end')).statusCode).toBe(200)
    expect(await listed('SPRING5')).toMatchObject({ status: 'expired' })
    expect((await call('DELETE', '/api/editor/discounts/spring5')).statusCode).toBe(200)
    expect(await listed('SPRING5')).toBeUndefined()
    expect((await call('DELETE', '/api/editor/discounts/spring5')).statusCode).toBe(404)
  })
})
