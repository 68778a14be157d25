import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createCheckoutWorker } from '../../orders/checkout-worker.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { renewalDeps } from '../../orders/testing/subscriber.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: subscriptions', (ctx) => {
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

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null = session) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...(cookie === null ? crumbHeaders() : crumbHeaders(cookie)) },
      ...(method === 'POST' ? { payload: {} } : {}),
    })

  it('lists subscriptions with their renewal orders, and cancels one', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    const cart = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const placed = await visitor.order({
      cartToken: cart.json().cartToken,
      email: 'sub@example.com',
    })
    expect(placed.statusCode).toBe(201)
    const subscription = await ctx.storage.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('orderId', '=', placed.json().order.id)
      .executeTakeFirstOrThrow()
    const worker = createCheckoutWorker(renewalDeps(ctx.storage, createTestPaymentProvider()))
    expect((await worker.tick(new Date(subscription.nextBillingAt ?? ''))).renewed).toBe(1)

    expect((await call('GET', '/api/editor/subscriptions', null)).statusCode).toBe(401)
    const list = (await call('GET', '/api/editor/subscriptions')).json()
    expect(list.subscriptions[0]).toMatchObject({
      id: subscription.id,
      email: 'sub@example.com',
      status: 'active',
      orderNumber: placed.json().order.orderNumber,
    })
    expect(list.subscriptions[0].nextBillingAt).not.toBeNull()
    const renewals = (
      await call('GET', `/api/editor/subscriptions/${subscription.id}/renewals`)
    ).json()
    expect(renewals.renewals).toHaveLength(1)
    expect(renewals.renewals[0]).toMatchObject({ paymentStatus: 'paid' })

    const url = `/api/editor/subscriptions/${subscription.id}/cancel`
    expect((await call('POST', url)).json()).toEqual({ status: 'cancelled' })
    expect((await call('POST', url)).statusCode).toBe(409)
    expect((await call('POST', '/api/editor/subscriptions/nope/cancel')).statusCode).toBe(404)
    const cancelled = (await call('GET', '/api/editor/subscriptions?status=cancelled')).json()
    expect(cancelled.subscriptions.map((s: { id: string }) => s.id)).toEqual([subscription.id])
  })
})
