import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

describeEachDialect('a known crumb opens nobody else’s cart', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  const add = (cookie: string, crumb: string, quantity: number) =>
    app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { host: fx.host, cookie, 'x-csrf-token': crumb },
      payload: { itemId: fx.id('beans'), sku: fx.sku('beans'), quantity },
    })

  it('the crumb call hands out an HttpOnly cart key beside the readable crumb', async () => {
    const page = await app.inject({ url: '/api/crumb', headers: { host: fx.host } })
    const crumb = page.cookies.find((cookie) => cookie.name === 'crumb')
    const key = page.cookies.find((cookie) => cookie.name === 'atelier_cart_key')
    expect(crumb?.httpOnly).toBeUndefined()
    expect(key?.httpOnly).toBe(true)
    expect(key?.value).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(key?.value).not.toBe(crumb?.value)
  })

  it('someone who knows the crumb but not the cart key gets a cart of their own', async () => {
    const crumb = 'shared-crumb-0123456789abcdef'
    const owner = await add(`crumb=${crumb}; atelier_cart_key=owner-key-0123456789ab`, crumb, 2)
    expect(owner.statusCode).toBe(200)
    const ownerCart = owner.cookies.find((cookie) => cookie.name === 'CART')?.value

    const stranger = await add(`crumb=${crumb}`, crumb, 1)
    expect(stranger.statusCode).toBe(200)
    const strangerCart = stranger.cookies.find((cookie) => cookie.name === 'CART')?.value
    expect(strangerCart).toBeDefined()
    expect(strangerCart).not.toBe(ownerCart)
    expect(stranger.json().shoppingCart.entries).toEqual([expect.objectContaining({ quantity: 1 })])

    // The same browser (same key) adding again in a fresh tab meets its own cart.
    const again = await add(`crumb=${crumb}; atelier_cart_key=owner-key-0123456789ab`, crumb, 1)
    expect(again.cookies.find((cookie) => cookie.name === 'CART')?.value).toBe(ownerCart)
  })
})
