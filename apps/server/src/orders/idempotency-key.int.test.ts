import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CheckoutVisitor } from './testing/checkout-visitor.js'

const reused = {
  code: 'idempotency-key-reused',
  message: 'This idempotency key was already used for another order.',
}

describeEachDialect('idempotency keys belong to their cart', (ctx) => {
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

  async function visitorWithLesson(): Promise<CheckoutVisitor> {
    const visitor = new CheckoutVisitor(app, fx.host)
    const added = await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    expect(added.statusCode).toBe(200)
    return visitor
  }

  it("never hands a second visitor the first visitor's order link for the same key", async () => {
    const first = await visitorWithLesson()
    const key = `shared-${Date.now()}`
    const placed = await first.order({ idempotencyKey: key })
    expect(placed.statusCode).toBe(201)

    // Another visitor with a cart of their own, and one with no cart at all.
    const second = await visitorWithLesson()
    const stolen = await second.order({ idempotencyKey: key, email: 'mallory@example.com' })
    expect(stolen.statusCode).toBe(409)
    expect(stolen.json()).toEqual(reused)
    expect(stolen.body).not.toContain(placed.json().confirmationUrl)
    const empty = await new CheckoutVisitor(app, fx.host).order({ idempotencyKey: key })
    expect(empty.statusCode).toBe(409)
    expect(empty.json()).toEqual(reused)

    // The first visitor still gets their own answer back; the second still has their cart.
    expect((await first.order({ idempotencyKey: key })).json()).toEqual(placed.json())
    expect((await second.cart()).json().entries).toHaveLength(1)
    const orders = await ctx.storage.db
      .selectFrom('orders')
      .select('email')
      .where('idempotencyKey', '=', key)
      .execute()
    expect(orders).toEqual([{ email: 'ada@example.com' }])
  })

  it('refuses a key reused from another cart while the first order is still being placed', async () => {
    const first = await visitorWithLesson()
    const second = await visitorWithLesson()
    const key = `race-${Date.now()}`
    const [a, b] = await Promise.all([
      first.order({ idempotencyKey: key }),
      second.order({ idempotencyKey: key }),
    ])
    const statuses = [a.statusCode, b.statusCode].sort()
    expect(statuses).toEqual([201, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json()).toEqual(reused)
  })

  it("replays a subscription order to its cartToken, not to the buyer's shopping cart", async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    const cart = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const cartToken: string = cart.json().cartToken
    const key = `sub-${Date.now()}`
    const placed = await visitor.order({ cartToken, idempotencyKey: key })
    expect(placed.statusCode).toBe(201)
    expect((await visitor.order({ cartToken, idempotencyKey: key })).json()).toEqual(placed.json())
    const other = await visitorWithLesson()
    expect((await other.order({ idempotencyKey: key })).json()).toEqual(reused)
    expect((await other.order({ cartToken: 'x'.repeat(32), idempotencyKey: key })).json()).toEqual(
      reused,
    )
  })
})
