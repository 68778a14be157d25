import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { seedCheckoutSettings } from './seed-checkout-settings.js'

// SPEC §8, with the store's minimum of $50.00.
const belowMinimum = 'To check out, your order subtotal must be $50.00 or more.'

describeEachDialect('checkout: the store’s minimum order subtotal', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir, { minimumOrderSubtotalCents: 5000 })
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  const mugStock = async () =>
    (
      await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', fx.sku('mug'))
        .executeTakeFirstOrThrow()
    ).qtyInStock

  it('refuses an order below the minimum at POST /api/commerce/orders, taking nothing', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 })
    const quote = (await visitor.quote({ shippingAddress: nyAddress })).json()
    expect(quote.problems).toContainEqual({ reason: 'below-minimum', message: belowMinimum })

    const answer = await visitor.order()
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({ errors: { cart: belowMinimum } })
    expect(await mugStock()).toBe(2)
    const orders = await ctx.storage.db
      .selectFrom('orders')
      .select('id')
      .where('websiteId', '=', fx.websiteId)
      .execute()
    expect(orders).toEqual([])
    expect((await visitor.cart()).json().entries).toHaveLength(1)
  })

  it('checks the subtotal before discounts and places the order once it is reached', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 2 })
    // $64.00, or $57.60 after WELCOME10: still at or above the minimum.
    const answer = await visitor.order({ couponCodes: ['WELCOME10'] })
    expect(answer.statusCode).toBe(201)
    expect(await mugStock()).toBe(0)
  })
})
