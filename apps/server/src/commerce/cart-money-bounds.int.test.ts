import { commerceStrings } from '@atelier/commerce'
import { Limits } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

/** Money bounds (`Limits`, within SPEC §9's 15 integer digits): a 400, never a 500. */
describeEachDialect('money bounds of the cart and the order', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir, { pricedProductCents: 100 })
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(() => app.close())

  /** A price changed after the visitor's add (the largest an owner may set). */
  const setPrice = (priceCents: number) =>
    ctx.storage.db
      .updateTable('productVariants')
      .set({ priceCents })
      .where('websiteId', '=', fx.websiteId)
      .where('sku', '=', fx.sku('priced'))
      .execute()
  const priced = (quantity: number) => ({
    itemId: fx.id('priced'),
    sku: fx.sku('priced'),
    quantity,
  })

  it('refuses with 400 an add whose total passes the bound, and keeps the cart as it was', async () => {
    await setPrice(Limits.amountMaxCents)
    try {
      const visitor = new CheckoutVisitor(app, fx.host)
      expect((await visitor.add({ ...priced(1) })).statusCode).toBe(200)
      const tooMany = await visitor.add(priced(9998))
      expect(tooMany.statusCode).toBe(400)
      expect(tooMany.json().message).toBe(commerceStrings.totalTooLarge)
      const cart = (await visitor.cart()).json()
      expect(cart.entries.map((e: { quantity: number }) => e.quantity)).toEqual([1])
      expect(cart.subtotalCents).toBe(Limits.amountMaxCents)
      // A new quantity past the bound is refused the same way, and undone.
      const entryId = cart.entries[0].id as string
      const set = await visitor.setQuantity(entryId, 9999)
      expect(set.statusCode).toBe(400)
      expect(set.json().message).toBe(commerceStrings.totalTooLarge)
      expect((await visitor.cart()).json().entries[0].quantity).toBe(1)
    } finally {
      await setPrice(100)
    }
  })

  it('refuses with 400 an order whose cart passed the bound after a price change', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    expect((await visitor.add(priced(9999))).statusCode).toBe(200)
    await setPrice(Limits.amountMaxCents)
    try {
      const order = await visitor.order()
      expect(order.statusCode).toBe(400)
      expect(order.json().message).toBe(commerceStrings.totalTooLarge)
      const orders = await ctx.storage.db
        .selectFrom('orders')
        .select('id')
        .where('websiteId', '=', fx.websiteId)
        .execute()
      expect(orders).toEqual([])
    } finally {
      await setPrice(100)
    }
  })

  it('refuses coupons and gift-card amounts past the bound with 400', async () => {
    const session = await signInOwner(ctx, app, fx.host)
    const post = (url: string, payload: object) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: fx.host, ...crumbHeaders(session) },
        payload,
      })
    for (const cents of [Number.MAX_SAFE_INTEGER, Limits.amountMaxCents + 1]) {
      const coupon = await post('/api/editor/discounts', {
        code: 'HUGE',
        kind: 'fixed-amount',
        amountCents: cents,
      })
      expect(coupon.statusCode).toBe(400)
      const minimum = await post('/api/editor/discounts', {
        code: 'HUGE',
        kind: 'percentage',
        percentBasisPoints: 1000,
        minimumSubtotalCents: cents,
      })
      expect(minimum.statusCode).toBe(400)
      const card = await post('/api/editor/gift-cards', { amountCents: cents })
      expect(card.statusCode).toBe(400)
    }
  })
})
