import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

const noShipping = { shippingAddress: undefined, shippingOptionId: undefined }

describeEachDialect('gift cards: an offline order is issued nothing until it is paid', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx, { cartAddLimiter: { tryAdd: () => true } })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(async () => {
    await app.close()
  })

  const allowOffline = (offlinePayment: boolean) =>
    seedCheckoutSettings(ctx.storage, fx.websiteId, { ...demoCheckoutSettings, offlinePayment })

  /** A gift card's one-item cart, ordered with the given payment. */
  async function orderGiftCard(email: string, payment: Record<string, unknown>) {
    const visitor = new CheckoutVisitor(app, fx.host)
    const opened = await visitor.post('/api/3/commerce/cart/gift-card', {
      itemId: fx.id('gift'),
      sku: 'gift-card-5000',
      qty: 1,
    })
    expect(opened.statusCode).toBe(200)
    const { cartToken } = opened.json()
    return {
      visitor,
      cartToken,
      placed: await visitor.order({ ...noShipping, email, cartToken, payment }),
    }
  }

  const giftCardMails = (email: string) =>
    ctx.storage.db
      .selectFrom('outbox')
      .select('textBody')
      .where('recipient', '=', email)
      .where('subject', '=', 'Your Fixture Shop gift card')
      .execute()

  it('refuses an offline payment while the store does not offer it (the default)', async () => {
    await allowOffline(false)
    const { visitor, cartToken, placed } = await orderGiftCard('nooffline@example.com', {
      provider: 'offline',
    })
    expect(placed.statusCode).toBe(400)
    expect(placed.json()).toEqual({
      errors: { 'payment.provider': 'This store does not take offline payments.' },
    })
    expect((await visitor.quote({ cartToken })).json().offlinePayment).toBe(false)
    const cards = await ctx.storage.db
      .selectFrom('giftCards')
      .select('id')
      .where('recipientEmail', '=', 'nooffline@example.com')
      .execute()
    expect(cards).toEqual([])
  })

  it('issues and mails the card only when the owner marks the order paid', async () => {
    await allowOffline(true)
    const email = 'offline-giver@example.com'
    const { visitor, cartToken, placed } = await orderGiftCard(email, { provider: 'offline' })
    expect((await visitor.quote({ cartToken })).json().offlinePayment).toBe(true)
    expect(placed.statusCode).toBe(201)
    const orderId: string = placed.json().order.id
    expect(await giftCardMails(email)).toEqual([])
    const unpaid = await ctx.storage.db
      .selectFrom('giftCards')
      .select('id')
      .where('orderId', '=', orderId)
      .execute()
    expect(unpaid).toEqual([])

    const marked = await app.inject({
      method: 'POST',
      url: `/api/editor/orders/${orderId}/mark-paid`,
      headers: { host: fx.host, ...crumbHeaders(session) },
    })
    expect(marked.statusCode).toBe(200)
    const mails = await giftCardMails(email)
    expect(mails).toHaveLength(1)
    const code = /Gift card code: ([\w-]+)/.exec(mails[0]?.textBody ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\w{4}-\w{4}-\w{4}-\w{4}$/)
    // The link in the mail is the site's own address, not the request's.
    expect(mails[0]?.textBody).toContain(`https://${fx.host}`)

    // Marked paid twice, still one card.
    const twice = await app.inject({
      method: 'POST',
      url: `/api/editor/orders/${orderId}/mark-paid`,
      headers: { host: fx.host, ...crumbHeaders(session) },
    })
    expect(twice.statusCode).toBe(409)
    expect(await giftCardMails(email)).toHaveLength(1)

    // The code now pays for a real order.
    const spender = new CheckoutVisitor(app, fx.host)
    await spender.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    const quote = (await spender.quote({ giftCardCodes: [code] })).json()
    expect(quote.giftCardCents).toBe(5000)
  })
  it('places an order that gift cards pay in full, though the store takes no offline payment', async () => {
    await allowOffline(false)
    const issued = await app.inject({
      method: 'POST',
      url: '/api/editor/gift-cards',
      headers: { host: fx.host, ...crumbHeaders(session) },
      payload: { amountCents: 20000 },
    })
    expect(issued.statusCode).toBe(200)
    const code: string = issued.json().fullCode
    const spender = new CheckoutVisitor(app, fx.host)
    await spender.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    const quote = (await spender.quote({ ...noShipping, giftCardCodes: [code] })).json()
    expect(quote.amountDueCents).toBe(0)
    // Nothing is due, so the checkout sends no card: the order needs no way to pay at all.
    const placed = await spender.order({
      ...noShipping,
      email: 'covered@example.com',
      giftCardCodes: [code],
      payment: { provider: 'offline' },
    })
    expect(placed.statusCode).toBe(201)
    const order = await ctx.storage.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', placed.json().order.id)
      .executeTakeFirstOrThrow()
    expect(order.status).toBe('paid')
  })
})
