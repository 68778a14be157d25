import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createSiteUser } from '../auth/site-user-repository.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'correct horse battery'

describeEachDialect('sign-out rotates the account cart token', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  it('the CART value held before sign-out no longer opens the account cart', async () => {
    const email = `rotate-${Date.now().toString(36)}@example.com`
    await createSiteUser(ctx.storage, {
      websiteId: shop.websiteId,
      email,
      password,
      now: new Date(),
    })
    const a = new SiteBrowser(app, shop.host)
    expect((await a.signIn(email, password)).statusCode).toBe(200)
    expect((await a.add(shop.id('beans'), shop.sku('beans'), 2)).statusCode).toBe(200)
    const held = a.cookies.get('CART')
    expect(held).toBeDefined()
    // A second browser stays signed in throughout.
    const b = new SiteBrowser(app, shop.host)
    await b.signIn(email, password)

    expect((await a.signOut(false)).statusCode).toBe(200)

    const thief = new SiteBrowser(app, shop.host)
    thief.cookies.set('CART', held ?? '')
    const stolen = await thief.cart()
    expect(stolen.entries ?? []).toEqual([])

    // The account keeps its cart: the signed-in browser and a new sign-in still reach it.
    expect((await b.cart()).entries).toHaveLength(1)
    const c = new SiteBrowser(app, shop.host)
    await c.signIn(email, password)
    expect((await c.cart()).entries).toHaveLength(1)
    expect(c.cookies.get('CART')).not.toBe(held)
  })
})
