import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createOfflinePaymentProvider } from './offline-payment-provider.js'
import type { PaymentProvider } from './payment-provider.js'
import { createTestPaymentProvider } from './test-payment-provider.js'

describeEachDialect('a capture that fails after the authorization', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  const real = createTestPaymentProvider()
  const authorized: string[] = []

  beforeAll(async () => {
    // The provider authorizes the card, then its capture call fails (an outage between the two).
    const failingCapture: PaymentProvider = {
      ...real,
      async initiate(request) {
        const answer = await real.initiate(request)
        if (answer.status === 'authorized') authorized.push(answer.reference)
        return answer
      },
      async capture() {
        throw new Error('capture timed out')
      },
    }
    app = await testApp(ctx, {
      paymentProviders: { test: failingCapture, offline: createOfflinePaymentProvider() },
    })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  const stock = async () =>
    (
      await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', fx.sku('mug'))
        .executeTakeFirstOrThrow()
    ).qtyInStock

  it('answers 502 payment-failed, gives the authorization back, releases the stock and keeps the cart', async () => {
    const before = await stock()
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 })
    const response = await visitor.order()
    // The provider failed, not us: a 502 with a message the checkout shows, never a 5xx of ours.
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      code: 'payment-failed',
      message: 'The payment could not be completed. You have not been charged; please try again.',
    })

    expect(authorized).toHaveLength(1)
    const order = await ctx.storage.db
      .selectFrom('orders')
      .select(['id', 'status', 'failureCode', 'amountDueCents'])
      .where('websiteId', '=', fx.websiteId)
      .executeTakeFirstOrThrow()
    expect(order).toMatchObject({ status: 'failed', failureCode: 'payment-error' })
    // Voided (cancelled), not refunded: nothing was captured.
    expect(real.cancels).toEqual([{ reference: authorized[0], idempotencyKey: `${order.id}:void` }])
    expect(real.refunds).toEqual([])
    expect(await stock()).toBe(before)
    expect((await visitor.cart()).json().entries).toHaveLength(1)
  })
})
