import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CheckoutVisitor } from './testing/checkout-visitor.js'
import { secondStorage } from './testing/second-storage.js'

const outOfStock = {
  code: 'out-of-stock',
  message: 'Sorry, we do not have enough of that item available.',
}

describeEachDialect('never oversell', (ctx) => {
  let app: FastifyInstance
  let otherApp: FastifyInstance
  let other: Storage

  beforeAll(async () => {
    // Every buyer adds from the same test address; the per-address add limit is not under test.
    const unlimited = { cartAddLimiter: { tryAdd: () => true } }
    app = await testApp(ctx, unlimited)
    other = await secondStorage(ctx.storage)
    otherApp = await testApp({ ...ctx, storage: other }, unlimited)
  })
  afterAll(async () => {
    await app.close()
    await otherApp.close()
    await other.close()
  })

  async function store(): Promise<CartFixture> {
    const fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    return fx
  }

  async function buyers(apps: FastifyInstance[], fx: CartFixture, count: number) {
    const visitors: CheckoutVisitor[] = []
    for (let i = 0; i < count; i++) {
      const visitor = new CheckoutVisitor(apps[i % apps.length] as FastifyInstance, fx.host)
      const added = await visitor.add({
        itemId: fx.id('tee'),
        sku: fx.sku('tee-s-red'),
        quantity: 1,
      })
      expect(added.statusCode).toBe(200)
      visitors.push(visitor)
    }
    return visitors
  }

  async function invariants(fx: CartFixture) {
    const variant = await ctx.storage.db
      .selectFrom('productVariants')
      .select('qtyInStock')
      .where('sku', '=', fx.sku('tee-s-red'))
      .executeTakeFirstOrThrow()
    const taken = await ctx.storage.db
      .selectFrom('orderLines')
      .innerJoin('orders', 'orders.id', 'orderLines.orderId')
      .select(['orders.status', 'orderLines.stockTaken'])
      .where('orderLines.sku', '=', fx.sku('tee-s-red'))
      .execute()
    const held = taken
      .filter((line) => line.status !== 'failed')
      .reduce((sum, line) => sum + line.stockTaken, 0)
    return {
      stock: variant.qtyInStock,
      held,
      paid: taken.filter((l) => l.status === 'paid').length,
    }
  }

  it('30 buyers at once for 5 units: exactly 5 orders, 25 clear out-of-stock answers', async () => {
    const fx = await store()
    const visitors = await buyers([app], fx, 30)
    const answers = await Promise.all(visitors.map((visitor) => visitor.order()))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(25)
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual(outOfStock)
    }
    expect(await invariants(fx)).toEqual({ stock: 0, held: 5, paid: 5 })
  })

  it('the same with two app instances (two connection pools) in one process', async () => {
    const fx = await store()
    const visitors = await buyers([app, otherApp], fx, 30)
    const answers = await Promise.all(visitors.map((visitor) => visitor.order()))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.filter((status) => status === 409)).toHaveLength(25)
    expect(await invariants(fx)).toEqual({ stock: 0, held: 5, paid: 5 })
  })

  it('a coupon limited to one use is used once, however many orders race for it', async () => {
    const fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, {
      ...demoCheckoutSettings,
      coupons: [{ code: 'ONCE', kind: 'fixed-amount', amountCents: 100, usageLimit: 1 }],
    })
    const visitors: CheckoutVisitor[] = []
    for (let i = 0; i < 10; i++) {
      const visitor = new CheckoutVisitor(i % 2 === 0 ? app : otherApp, fx.host)
      await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
      visitors.push(visitor)
    }
    const answers = await Promise.all(visitors.map((v) => v.order({ couponCodes: ['ONCE'] })))
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1)
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.json()).toEqual({
        errors: { couponCodes: 'This coupon has reached its usage limit.' },
      })
    }
  })
})
