import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, declinedCard } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { upsertSignup } from './restock-queries.js'

describeEachDialect('restock notice when a released order gives stock back', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(() => app.close())

  it('mails the waiting sign-up once a declined payment returns the last units', async () => {
    const variant = await ctx.storage.db
      .selectFrom('productVariants')
      .select(['id', 'qtyInStock'])
      .where('websiteId', '=', fx.websiteId)
      .where('sku', '=', fx.sku('mug'))
      .executeTakeFirstOrThrow()
    expect(variant.qtyInStock).toBe(2)
    // A visitor signed up while the mug was sold out earlier (the sign-up API takes none while it is
    // in stock); the sign-up still waits.
    await upsertSignup(ctx.storage.db, {
      websiteId: fx.websiteId,
      itemId: fx.id('mug'),
      variantId: variant.id,
      email: 'wait@example.com',
      joinMailingList: false,
      now: new Date(),
    })

    // The buyer takes both units (stock 2 → 0 while paying), the card is declined (0 → 2).
    const buyer = new CheckoutVisitor(app, fx.host)
    await buyer.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 2 })
    const order = await buyer.order({ payment: { provider: 'test', card: declinedCard } })
    expect(order.statusCode).toBeGreaterThanOrEqual(400)

    const mails = await ctx.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('websiteId', '=', fx.websiteId)
      .where('subject', 'like', '%back in stock')
      .execute()
    expect(mails).toEqual([
      { recipient: 'wait@example.com', subject: expect.stringContaining('is back in stock') },
    ])
  })
})
