import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createCartAddLimiter } from './cart-add-limiter.js'
import { findCartByToken, listCartEntries } from './cart-queries.js'
import { CartVisitor } from './testing/cart-client.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

describeEachDialect('stock, subscription carts, form validation, limits', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let servicesShop: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx, {
      cartAddLimiter: createCartAddLimiter({ maxAdds: 3, windowMs: 60_000 }),
    })
    shop = await seedCartFixture(ctx.storage, ctx.dataDir)
    servicesShop = await seedCartFixture(ctx.storage, ctx.dataDir, {
      multipleQuantityAllowedForServices: true,
      currency: 'EUR',
    })
  })
  afterAll(() => app.close())

  it('answers 429 "Please try again in a few seconds." past the add limit of a cart', async () => {
    const visitor = new CartVisitor(app, shop.host)
    const add = () => visitor.add({ itemId: shop.id('ebook'), sku: shop.sku('ebook'), quantity: 1 })
    for (let i = 0; i < 3; i++) expect((await add()).statusCode).toBe(200)
    const limited = await add()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: 'Please try again in a few seconds.' })
    expect((await visitor.cart()).json().entries[0].quantity).toBe(3)
  })

  it('limits adds that send a random CART cookie each time by address, all into one cart', async () => {
    const crumb = 'random-cart-crumb-0123456789'
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        remoteAddress: '203.0.113.7',
        headers: {
          host: shop.host,
          cookie: `crumb=${crumb}; atelier_cart_key=${crumb}; CART=${randomBytes(32).toString('base64url')}`,
          'x-csrf-token': crumb,
        },
        payload: { itemId: shop.id('ebook'), sku: shop.sku('ebook'), quantity: 1 },
      })
    const answers = [await add(), await add(), await add()]
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    const limited = await add()
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ message: 'Please try again in a few seconds.' })
    // An unknown cookie counts as none: every add went into the visitor's one cart (of its cart key).
    const cartIds = new Set(answers.map((answer) => answer.json().shoppingCart.id))
    expect(cartIds.size).toBe(1)
    expect(answers[2]?.json().shoppingCart.entries[0].quantity).toBe(3)
  })

  it('reports each variant’s stock', async () => {
    const response = await app.inject({
      url: `/api/commerce/inventory/stock/?itemId=${shop.id('tee')}`,
      headers: { host: shop.host },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      results: [
        { sku: shop.sku('tee-s-red'), unlimited: false, qtyInStock: 5 },
        { sku: shop.sku('tee-s-blue'), unlimited: false, qtyInStock: 0 },
        { sku: shop.sku('tee-m-red'), unlimited: false, qtyInStock: 10 },
        { sku: shop.sku('tee-m-blue'), unlimited: false, qtyInStock: 3 },
      ],
    })
    const gift = await app.inject({
      url: `/api/commerce/inventory/stock/?itemId=${shop.id('gift')}`,
      headers: { host: shop.host },
    })
    expect(gift.json().results).toEqual([
      { sku: 'gift-card-2500', unlimited: true, qtyInStock: 0 },
      { sku: 'gift-card-5000', unlimited: true, qtyInStock: 0 },
    ])
    const unknown = await app.inject({
      url: `/api/commerce/inventory/stock/?itemId=${shop.id('tee')}`,
      headers: { host: servicesShop.host },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'Sorry, that item is unavailable.' })
  })

  it('opens a separate one-item cart for a subscription and answers its token', async () => {
    const visitor = new CartVisitor(app, shop.host)
    const response = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: shop.id('beans'),
      sku: shop.sku('beans'),
      qty: 2,
      additionalFields: null,
    })
    expect(response.statusCode).toBe(200)
    const { cartToken } = response.json()
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(response.cookies).toEqual([])
    const cart = await findCartByToken(ctx.storage.db, shop.websiteId, cartToken, 'subscription')
    expect(cart).toBeDefined()
    const entries = await listCartEntries(ctx.storage.db, cart?.id ?? '')
    expect(entries.map((entry) => [entry.itemId, entry.variantSku, entry.quantity])).toEqual([
      [shop.id('beans'), shop.sku('beans'), 2],
    ])
    // It is not the visitor's shopping cart, and another site cannot open it.
    expect(
      await findCartByToken(ctx.storage.db, shop.websiteId, cartToken, 'shopping'),
    ).toBeUndefined()
    expect(
      await findCartByToken(ctx.storage.db, servicesShop.websiteId, cartToken, 'subscription'),
    ).toBeUndefined()
  })

  it('refuses a subscription cart for a product that is not subscribable, and bad quantities', async () => {
    const visitor = new CartVisitor(app, shop.host)
    const plain = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: shop.id('mug'),
      sku: shop.sku('mug'),
      qty: 1,
    })
    expect(plain.statusCode).toBe(400)
    expect(plain.json()).toEqual({ message: 'This item cannot be bought as a subscription.' })
    const fraction = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: shop.id('beans'),
      sku: shop.sku('beans'),
      qty: 0.5,
    })
    expect(fraction.json()).toEqual({ message: 'Quantity must be a whole number.' })
  })

  it('validates cart-form answers: {} when valid, 400 {errors} otherwise, 404 for an unknown form', async () => {
    const visitor = new CartVisitor(app, shop.host)
    const url = `/api/rest/forms/validate/${shop.formId}`
    const valid = await visitor.post(url, { 'name-to-letter': 'Ada' })
    expect(valid.statusCode).toBe(200)
    expect(valid.json()).toEqual({})
    const invalid = await visitor.post(url, { notes: 'x'.repeat(25) })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toEqual({
      errors: { 'name-to-letter': 'Required', notes: 'You have exceeded the character limit.' },
    })
    const unknown = await visitor.post('/api/rest/forms/validate/no-such-form', {})
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'This form has not been configured yet.' })
    const otherSite = await new CartVisitor(app, servicesShop.host).post(url, {
      'name-to-letter': 'Ada',
    })
    expect(otherSite.statusCode).toBe(404)
    const noCrumb = await app.inject({
      method: 'POST',
      url,
      headers: { host: shop.host },
      payload: {},
    })
    expect(noCrumb.statusCode).toBe(403)
    expect(noCrumb.json()).toEqual({ crumbFail: true })
  })

  it('follows the store settings: several units of a service, the store currency', async () => {
    const visitor = new CartVisitor(app, servicesShop.host)
    const response = await visitor.add({
      itemId: servicesShop.id('lesson'),
      sku: servicesShop.sku('lesson'),
      quantity: 2,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().shoppingCart).toMatchObject({
      subtotalCents: 18000,
      subtotalAmount: '€180.00',
      entries: [{ quantity: 2, subTotal: { minor: 18000, currency: 'EUR' } }],
    })
  })

  it('documents every cart call in /api/openapi.json', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { host: shop.host } })
    const paths = response.json().paths as Record<string, Record<string, unknown>>
    expect(Object.keys(paths['/api/commerce/shopping-cart'] ?? {})).toEqual(['get'])
    expect(Object.keys(paths['/api/commerce/shopping-cart/entries'] ?? {})).toEqual(['post'])
    expect(
      Object.keys(paths['/api/commerce/shopping-cart/entries/{entryId}'] ?? {}).sort(),
    ).toEqual(['delete', 'put'])
    expect(paths['/api/commerce/shopping-cart/entries/{entryId}/additionalFields']).toHaveProperty(
      'put',
    )
    expect(paths['/api/3/commerce/cart/subscription']).toHaveProperty('post')
    expect(paths['/api/commerce/inventory/stock']).toHaveProperty('get')
    expect(paths['/api/rest/forms/validate/{formId}']).toHaveProperty('post')
  })
})
