import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: gift cards', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(async () => {
    await app.close()
  })

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...crumbHeaders(session) },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    })

  it('issues a card by hand, masks it, adjusts it with a reason and disables it', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/editor/gift-cards',
          headers: { host: fx.host, ...crumbHeaders() },
          payload: { amountCents: 100 },
        })
      ).statusCode,
    ).toBe(401)
    expect((await call('POST', '/api/editor/gift-cards', { amountCents: 0 })).statusCode).toBe(400)
    const issued = await call('POST', '/api/editor/gift-cards', {
      amountCents: 5000,
      recipientEmail: 'lucky@example.com',
    })
    expect(issued.statusCode, issued.body).toBe(200)
    const card = issued.json()
    expect(card.code).toBe(`•••• ${card.fullCode.slice(-4)}`)
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select('textBody')
      .where('recipient', '=', 'lucky@example.com')
      .executeTakeFirstOrThrow()
    expect(mail.textBody).toContain(card.fullCode)
    expect(mail.textBody).toContain(`https://${fx.host}`)

    const list = (await call('GET', '/api/editor/gift-cards')).json()
    expect(JSON.stringify(list)).not.toContain(card.fullCode)
    expect(list.giftCards[0]).toMatchObject({ id: card.id, balanceCents: 5000 })

    const url = `/api/editor/gift-cards/${card.id}`
    expect(
      (await call('POST', `${url}/adjust`, { amountCents: -6000, reason: 'x' })).statusCode,
    ).toBe(400)
    const adjusted = await call('POST', `${url}/adjust`, { amountCents: -1500, reason: 'Damaged' })
    expect(adjusted.json()).toMatchObject({ balanceCents: 3500 })
    const detail = (await call('GET', url)).json()
    expect(detail.history).toEqual([
      expect.objectContaining({ amountCents: -1500, reason: 'adjusted: Damaged' }),
    ])

    expect((await call('POST', `${url}/disable`)).statusCode).toBe(200)
    expect((await call('POST', `${url}/disable`)).statusCode).toBe(409)
    // Checkout no longer takes it.
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('tee'), sku: fx.sku('tee-m-red'), quantity: 1 })
    const quote = (await visitor.quote({ giftCardCodes: [card.fullCode] })).json()
    expect(quote.giftCardCents).toBe(0)
  })
})
