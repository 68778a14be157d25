import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { seedOfflinePayingStore } from './testing/offline-paying-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CheckoutVisitor, declinedCard, goodCard, nyAddress } from './testing/checkout-visitor.js'

describeEachDialect('checkout and orders API', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
  })
  afterAll(async () => {
    await app.close()
  })

  async function visitorWith(name: string, quantity = 1): Promise<CheckoutVisitor> {
    const visitor = new CheckoutVisitor(app, fx.host)
    const added = await visitor.add({ itemId: fx.id(name), sku: fx.sku(name), quantity })
    expect(added.statusCode).toBe(200)
    return visitor
  }

  async function stockOf(name: string): Promise<number> {
    const row = await ctx.storage.db
      .selectFrom('productVariants')
      .select('qtyInStock')
      .where('sku', '=', fx.sku(name))
      .executeTakeFirstOrThrow()
    return row.qtyInStock
  }

  it('quotes the cart with shipping options, tax, the WELCOME10 coupon and the grand total', async () => {
    const visitor = await visitorWith('mug')
    const response = await visitor.quote({
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      couponCodes: ['welcome10'],
    })
    expect(response.statusCode).toBe(200)
    const quote = response.json()
    expect(quote.shippingOptions.map((option: { id: string }) => option.id)).toEqual([
      'standard',
      'pickup',
      'tracked-by-weight',
    ])
    expect(quote.selectedShippingOption).toMatchObject({ id: 'standard', costCents: 500 })
    expect(quote.validCoupons).toEqual([{ code: 'WELCOME10' }])
    expect(quote.subtotalCents).toBe(3200)
    expect(quote.discountCents).toBe(320)
    expect(quote.shippingCostCents).toBe(500)
    expect(quote.applicableTaxRules).toEqual([{ name: 'New York sales tax', ratePercent: '8.00' }])
    expect(quote.taxCents).toBe(270)
    expect(quote.grandTotalCents).toBe(3650)
    expect(quote.amountDueCents).toBe(3650)
  })

  it('names an unknown coupon in the quote and refuses it on the order with a field error', async () => {
    const visitor = await visitorWith('mug')
    const quote = (await visitor.quote({ couponCodes: ['NOPE'] })).json()
    expect(quote.invalidCoupons).toEqual([{ code: 'NOPE', message: 'Coupon code not found.' }])
    const order = await visitor.order({ couponCodes: ['NOPE'] })
    expect(order.statusCode).toBe(400)
    expect(order.json()).toEqual({ errors: { couponCodes: 'Coupon code not found.' } })
  })

  it('places an order: 201, stock taken once, cart purchased, confirmation mail queued', async () => {
    const before = await stockOf('tee-s-red')
    const buyer = new CheckoutVisitor(app, fx.host)
    await buyer.add({ itemId: fx.id('tee'), sku: fx.sku('tee-s-red'), quantity: 2 })
    const response = await buyer.order({ couponCodes: ['WELCOME10'] })
    expect(response.statusCode).toBe(201)
    const body = response.json()
    expect(body.order).toMatchObject({ currency: 'USD', testMode: true })
    expect(body.order.orderNumber).toBeGreaterThan(1000)
    // 4000 − 400 + 500 shipping + 8 % of 4100 = 4428
    expect(body.order.grandTotalCents).toBe(4428)
    expect(body.confirmationUrl).toMatch(/^\/checkout\/confirmed\/[\w-]+$/)
    expect(await stockOf('tee-s-red')).toBe(before - 2)

    const cart = (await buyer.cart()).json()
    expect(cart.entries).toEqual([])

    const token = body.confirmationUrl.split('/').pop()
    const status = await app.inject({
      url: `/api/commerce/orders/${token}`,
      headers: { host: fx.host },
    })
    expect(status.statusCode).toBe(200)
    const order = status.json().order
    expect(order).toMatchObject({ status: 'paid', email: 'ada@example.com', cardLast4: '4242' })
    expect(order.testMode).toBe(true)
    // The order status page (the mails' link) says it is a test order, as the confirmation does.
    const statusPage = await app.inject({ url: `/orders/${token}`, headers: { host: fx.host } })
    expect(statusPage.body).toContain('Test order: no money was charged.')
    expect(order.orderConfirmedEvent).toEqual({
      orderId: body.order.id,
      cartId: expect.any(String),
      testMode: true,
      websiteId: fx.websiteId,
    })
    expect(order.purchaseEvent).toMatchObject({ value: 44.28, shipping: 5, tax: 3.28 })
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'ada@example.com')
      .where('subject', 'like', `%order #${body.order.orderNumber} confirmed`)
      .executeTakeFirst()
    expect(mail?.textBody).toContain(`/orders/${token}`)
    // A test order says so in its mail, first thing.
    expect(mail?.textBody.startsWith('Test order: no money was charged.')).toBe(true)
  })

  it('answers the same idempotency key twice with the same order, never a second one', async () => {
    const visitor = await visitorWith('lesson')
    const key = `idem-${Date.now()}`
    const [first, second] = await Promise.all([
      visitor.order({ idempotencyKey: key }),
      visitor.order({ idempotencyKey: key }),
    ])
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual(first.json())
    const third = await visitor.order({ idempotencyKey: key })
    expect(third.json()).toEqual(first.json())
    const orders = await ctx.storage.db
      .selectFrom('orders')
      .select('id')
      .where('idempotencyKey', '=', key)
      .execute()
    expect(orders).toHaveLength(1)
  })

  it('declines the 4000…0002 card with 402, returns the stock and keeps the cart', async () => {
    const before = await stockOf('tee-m-blue')
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('tee'), sku: fx.sku('tee-m-blue'), quantity: 1 })
    const response = await visitor.order({ payment: { provider: 'test', card: declinedCard } })
    expect(response.statusCode).toBe(402)
    expect(response.json()).toEqual({
      code: 'payment-declined',
      message: 'Your card was declined.',
    })
    expect(await stockOf('tee-m-blue')).toBe(before)
    expect((await visitor.cart()).json().entries).toHaveLength(1)
    // The visitor can try again with another card.
    const retry = await visitor.order()
    expect(retry.statusCode).toBe(201)
    expect(await stockOf('tee-m-blue')).toBe(before - 1)
  })

  it('answers 409 out-of-stock with the SPEC message when the stock is gone', async () => {
    const first = await visitorWith('mug', 2)
    const second = await visitorWith('mug', 1)
    expect((await first.order()).statusCode).toBe(201)
    const response = await second.order()
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      code: 'out-of-stock',
      message: 'Sorry, we do not have enough of that item available.',
    })
    expect(await stockOf('mug')).toBe(0)
  })

  it('answers 400 with field errors for a bad email or address, and for a bad card at its token', async () => {
    const visitor = await visitorWith('lesson')
    const response = await visitor.order({
      email: 'not-an-email',
      shippingAddress: { ...nyAddress, postalCode: '1234' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      errors: {
        email: 'Please enter a valid email address.',
        'shippingAddress.postalCode': 'Please enter a valid ZIP code.',
      },
    })
    // The card is checked where it is tokenized; it never reaches the order.
    const card = await visitor.post('/api/commerce/payments/test/tokens', {
      ...goodCard,
      number: '4242 4242 4242 4241',
    })
    expect(card.statusCode).toBe(400)
    expect(card.json()).toEqual({ errors: { 'card.number': 'Your card number is invalid.' } })
  })

  it('answers 400 for an empty cart', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    const response = await visitor.order()
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'empty-cart',
      message: 'You have nothing in your shopping cart.',
    })
  })

  it('takes an offline payment as a received order with the amount still due', async () => {
    const visitor = await visitorWith('lesson')
    const response = await visitor.order({ payment: { provider: 'offline' } })
    expect(response.statusCode).toBe(201)
    expect(response.json().order.testMode).toBe(false)
    const token = response.json().confirmationUrl.split('/').pop()
    const status = await app.inject({
      url: `/api/commerce/orders/${token}`,
      headers: { host: fx.host },
    })
    // A service is taxed too: 9000 + 8 % NY sales tax, nothing charged yet.
    expect(status.json().order).toMatchObject({ status: 'received', amountDueCents: 9720 })
    // Not a test order: its mail carries no test marker.
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('subject', 'like', `%order #${response.json().order.orderNumber} confirmed`)
      .executeTakeFirst()
    expect(mail).toBeDefined()
    expect(mail?.textBody).not.toContain('Test order')
  })

  it('answers 404 for an unknown order link', async () => {
    const response = await app.inject({
      url: '/api/commerce/orders/unknown-token-0123456789',
      headers: { host: fx.host },
    })
    expect(response.statusCode).toBe(404)
  })

  it('lists every checkout route in /api/openapi.json', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { host: fx.host } })
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/commerce/checkout/quote',
        '/api/commerce/orders',
        '/api/commerce/orders/{token}',
        '/api/commerce/orders/{token}/subscription/cancel',
        '/api/commerce/downloads/{grantId}',
        '/api/editor/orders/{orderId}/fulfill',
        '/api/editor/orders/{orderId}/mark-paid',
        '/api/editor/store-settings/minimum-order-subtotal',
      ]),
    )
  })

  it('never stores or logs the card number', async () => {
    const lines: string[] = []
    const logged = await testApp(ctx, {
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    })
    const visitor = new CheckoutVisitor(logged, fx.host)
    await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    expect((await visitor.order()).statusCode).toBe(201)
    // A subscription keeps a reusable token: it must not be the card either.
    const subscriber = new CheckoutVisitor(logged, fx.host)
    const subscriptionCart = await subscriber.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const cartToken: string = subscriptionCart.json().cartToken
    expect((await subscriber.order({ cartToken })).statusCode).toBe(201)
    // A fresh visitor with a cart, so the declined card really reaches the provider (402).
    const declinedVisitor = new CheckoutVisitor(logged, fx.host)
    await declinedVisitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    const declined = await declinedVisitor.order({
      payment: { provider: 'test', card: declinedCard },
    })
    expect(declined.statusCode).toBe(402)
    await logged.close()
    expect(lines.length).toBeGreaterThan(0)
    const cardNumbers = /4242 ?4242 ?4242 ?4242|4000 ?0000 ?0000 ?0002/
    expect(lines.join('')).not.toMatch(cardNumbers)
    const tables = [
      'orders',
      'orderLines',
      'payments',
      'outbox',
      'carts',
      'cartEntries',
      'subscriptions',
      'subscriptionRenewals',
    ] as const
    for (const table of tables) {
      const rows = await ctx.storage.db.selectFrom(table).selectAll().execute()
      if (table === 'subscriptions' || table === 'payments') expect(rows.length).toBeGreaterThan(0)
      expect(JSON.stringify(rows)).not.toMatch(cardNumbers)
    }
  })
})
