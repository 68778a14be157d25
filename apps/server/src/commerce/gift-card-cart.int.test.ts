import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { findCartByToken } from './cart-queries.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

const url = '/api/3/commerce/cart/gift-card'
const noShipping = { shippingAddress: undefined, shippingOptionId: undefined }

// SPEC §4: a gift card goes to its own purchase page with the chosen denomination, a one-item
// cart reached by cartToken, leaving the visitor's shopping cart as it was.
describeEachDialect('POST /api/3/commerce/cart/gift-card', (ctx) => {
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

  it('opens a one-item cart for the denomination, checked out by its token alone', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 })
    const opened = await visitor.post(url, {
      itemId: fx.id('gift'),
      sku: 'gift-card-5000',
      qty: 1,
      additionalFields: JSON.stringify({ recipientEmail: 'friend@example.com' }),
    })
    expect(opened.statusCode).toBe(200)
    const { cartToken } = opened.json()
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(opened.cookies).toEqual([])
    expect(
      await findCartByToken(ctx.storage.db, fx.websiteId, cartToken, 'gift-card'),
    ).toBeDefined()

    const quote = (await visitor.quote({ cartToken })).json()
    expect(quote.entries).toEqual([expect.objectContaining({ itemId: fx.id('gift'), quantity: 1 })])
    expect(quote.grandTotalCents).toBe(5000)
    expect(quote.requiresShipping).toBe(false)

    const body = { ...noShipping, email: 'giver@example.com', cartToken }
    const placed = await visitor.order({ ...body, idempotencyKey: 'gift-card-cart-key-1' })
    expect(placed.statusCode).toBe(201)
    expect(placed.json().order.grandTotalCents).toBe(5000)
    // The same key again names the same order (the purchased gift card cart is still its cart).
    const again = await visitor.order({ ...body, idempotencyKey: 'gift-card-cart-key-1' })
    expect(again.statusCode).toBe(201)
    expect(again.json().order.id).toBe(placed.json().order.id)

    const order = await ctx.storage.db
      .selectFrom('orders')
      .select(['isSubscription', 'status'])
      .where('id', '=', placed.json().order.id)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ isSubscription: 0, status: 'paid' })
    const card = await ctx.storage.db
      .selectFrom('giftCards')
      .select(['initialCents', 'recipientEmail'])
      .where('orderId', '=', placed.json().order.id)
      .execute()
    expect(card).toEqual([{ initialCents: 5000, recipientEmail: 'friend@example.com' }])

    // The shopping cart is untouched: still the mug, still open.
    const cart = (await visitor.cart()).json()
    expect(cart.entries).toEqual([expect.objectContaining({ itemId: fx.id('mug'), quantity: 1 })])
  })

  it('refuses a missing denomination, another kind of product, bad recipient details and unknown items', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    const noDenomination = await visitor.post(url, { itemId: fx.id('gift'), qty: 1 })
    expect(noDenomination.statusCode).toBe(400)
    expect(noDenomination.json()).toEqual({ message: 'Select a denomination for the Gift Card.' })

    const mug = await visitor.post(url, { itemId: fx.id('mug'), sku: fx.sku('mug'), qty: 1 })
    expect(mug.statusCode).toBe(400)
    expect(mug.json()).toEqual({ message: 'This item is not a gift card.' })

    const badEmail = await visitor.post(url, {
      itemId: fx.id('gift'),
      sku: 'gift-card-2500',
      qty: 1,
      additionalFields: JSON.stringify({ recipientEmail: 'not-an-email' }),
    })
    expect(badEmail.statusCode).toBe(400)
    expect(badEmail.json().message).toMatch(/^Email is not valid\./)

    const unknown = await visitor.post(url, { itemId: fx.id('nothing'), sku: 'x', qty: 1 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Sorry, that item is unavailable.' })

    expect(await visitor.cart().then((answer) => answer.json().entries ?? [])).toEqual([])
  })

  it('needs the crumb, and is listed in /api/openapi.json', async () => {
    const refused = await app.inject({
      method: 'POST',
      url,
      headers: { host: fx.host },
      payload: { itemId: fx.id('gift'), sku: 'gift-card-2500', qty: 1 },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ crumbFail: true })
    const spec = await app.inject({ url: '/api/openapi.json', headers: { host: fx.host } })
    expect(spec.json().paths[url]).toHaveProperty('post')
  })
})
