import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CartVisitor } from './testing/cart-client.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

const bulkProducts = 12

describeEachDialect('cart under concurrent adds (two tabs at once)', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedCartFixture(ctx.storage, ctx.dataDir, { bulkProducts })
  })
  afterAll(() => app.close())

  async function visitorWithCart(): Promise<CartVisitor> {
    const visitor = new CartVisitor(app, shop.host)
    const first = await visitor.add({
      itemId: shop.id('ebook'),
      sku: shop.sku('ebook'),
      quantity: 1,
    })
    expect(first.statusCode).toBe(200)
    return visitor
  }

  it('20 concurrent adds of the same item end in one line of exactly 20', async () => {
    const visitor = await visitorWithCart()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        visitor.add({ itemId: shop.id('bulk-0'), sku: shop.sku('bulk-0'), quantity: 1 }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200))
    expect(responses.filter((response) => response.json().newlyAdded === true)).toHaveLength(1)
    const cart = (await visitor.cart()).json()
    const lines = cart.entries.filter(
      (entry: { itemId: string }) => entry.itemId === shop.id('bulk-0'),
    )
    expect(lines).toHaveLength(1)
    expect(lines[0].quantity).toBe(20)
    expect(cart.totalQuantity).toBe(21)
  })

  it('concurrent adds of different items keep every line', async () => {
    const visitor = await visitorWithCart()
    const names = Array.from({ length: bulkProducts }, (_, index) => `bulk-${index}`)
    const responses = await Promise.all(
      names.map((name) => visitor.add({ itemId: shop.id(name), sku: shop.sku(name), quantity: 2 })),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(bulkProducts).fill(200))
    const cart = (await visitor.cart()).json()
    const quantities = new Map(
      cart.entries.map((entry: { itemId: string; quantity: number }) => [
        entry.itemId,
        entry.quantity,
      ]),
    )
    for (const name of names) expect(quantities.get(shop.id(name))).toBe(2)
    expect(cart.entries).toHaveLength(bulkProducts + 1)
  })

  it('ten tabs first-adding at once, without a CART cookie, meet in one cart with one cookie', async () => {
    const tabs = Array.from(
      { length: 10 },
      () => new CartVisitor(app, shop.host, 'same-browser-crumb-0123456789'),
    )
    const names = Array.from({ length: 10 }, (_, index) => `bulk-${index}`)
    const responses = await Promise.all(
      names.map((name, index) =>
        tabs[index]!.add({ itemId: shop.id(name), sku: shop.sku(name), quantity: 1 }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200))
    const cookies = responses.map(
      (response) => response.cookies.find((cookie) => cookie.name === 'CART')?.value,
    )
    expect(cookies[0]).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(new Set(cookies)).toEqual(new Set([cookies[0]]))
    const cart = (await tabs[0]!.cart()).json()
    expect(cart.entries.map((entry: { itemId: string }) => entry.itemId).sort()).toEqual(
      names.map((name) => shop.id(name)).sort(),
    )
    expect(cart.totalQuantity).toBe(10)
    const cartIds = responses.map((response) => response.json().shoppingCart.id)
    expect(new Set(cartIds)).toEqual(new Set([cart.id]))
  })

  it('a browser whose crumb cart was bought opens a fresh cart on its next first add', async () => {
    const crumb = 'bought-crumb-0123456789abcdef'
    const before = new CartVisitor(app, shop.host, crumb)
    const first = await before.add({
      itemId: shop.id('bulk-0'),
      sku: shop.sku('bulk-0'),
      quantity: 1,
    })
    const boughtId = first.json().shoppingCart.id
    await ctx.storage.db
      .updateTable('carts')
      .set({ isPurchased: 1 })
      .where('id', '=', boughtId)
      .execute()

    const after = new CartVisitor(app, shop.host, crumb)
    const next = await after.add({
      itemId: shop.id('bulk-1'),
      sku: shop.sku('bulk-1'),
      quantity: 1,
    })
    expect(next.statusCode).toBe(200)
    expect(next.json().shoppingCart.id).not.toBe(boughtId)
    expect(next.json().shoppingCart.entries).toHaveLength(1)
    expect(after.cartToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(after.cartToken).not.toBe(before.cartToken)
  })

  it('concurrent adds never sell more than the stock: 2 units, 6 tabs', async () => {
    const visitor = await visitorWithCart()
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        visitor.add({ itemId: shop.id('mug'), sku: shop.sku('mug'), quantity: 1 }),
      ),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 200, 400, 400, 400, 400])
    const mug = (await visitor.cart())
      .json()
      .entries.find((entry: { itemId: string }) => entry.itemId === shop.id('mug'))
    expect(mug.quantity).toBe(2)
  })
})
