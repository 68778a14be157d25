import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
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
    expect(quote.problems).toContainEqual({ code: 'below-minimum', message: belowMinimum })

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

  it('lets the owner set the minimum through the API, and remove it with 0', async () => {
    const shop = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, shop.websiteId)
    const session = await signInOwner(ctx, app, shop.host)
    const setMinimum = (minimumOrderSubtotalCents: unknown, headers = crumbHeaders(session)) =>
      app.inject({
        method: 'PUT',
        url: '/api/editor/store-settings/minimum-order-subtotal',
        headers: { host: shop.host, ...headers },
        payload: { minimumOrderSubtotalCents },
      })
    const visitor = new CheckoutVisitor(app, shop.host)
    await visitor.add({ itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 1 })
    const problems = async () =>
      (await visitor.quote({ shippingAddress: nyAddress, shippingOptionId: 'standard' })).json()
        .problems

    expect(await problems()).toEqual([])
    const set = await setMinimum(10_000)
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ minimumOrderSubtotalCents: 10_000 })
    expect(await problems()).toContainEqual({
      code: 'below-minimum',
      message: 'To check out, your order subtotal must be $100.00 or more.',
    })

    expect((await setMinimum(-1)).statusCode).toBe(400)
    expect((await setMinimum(5000, crumbHeaders())).statusCode).toBe(401)
    expect((await setMinimum(0)).json()).toEqual({ minimumOrderSubtotalCents: 0 })
    expect(await problems()).toEqual([])
  })
})
