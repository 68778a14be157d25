import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

// Values no other part of an order contains, so finding one anywhere means card data leaked.
const card = { number: '4242 4242 4242 4242', expMonth: 7, expYear: 2087, cvc: '917' }
const declined = { ...card, number: '4000000000000002' }
/** The card number beyond its last 4 digits, the expiry year, the CVC and the fields' names. */
const leaks = [
  /4242[ -]?4242[ -]?4242/,
  /4000[ -]?0000[ -]?0000/,
  /\b2087\b/,
  /\b0?7 ?\/ ?(20)?87\b/,
  /\b917\b/,
  /cvc|expMonth|expYear|exp_month|exp_year/i,
]

describeEachDialect('card data never reaches the order API, the logs or the database', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  const lines: string[] = []

  beforeAll(async () => {
    app = await testApp(ctx, {
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  async function buy(itemName: string, sku: string, payment: object, extra: object = {}) {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id(itemName), sku: fx.sku(sku), quantity: 1 })
    return visitor.order({ payment, ...extra })
  }

  /** Every row of every table of this suite's database, as text. */
  async function databaseText(): Promise<string> {
    const schema =
      ctx.dialect === 'postgres'
        ? (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(ctx.storage.db))
            .rows[0]?.name
        : undefined
    const tables = (await ctx.storage.db.introspection.getTables()).filter(
      (table) => schema === undefined || table.schema === schema,
    )
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['orders', 'order_lines', 'payments', 'outbox', 'subscriptions']),
    )
    const texts: string[] = []
    for (const table of tables) {
      const { rows } = await sql`SELECT * FROM ${sql.table(table.name)}`.execute(ctx.storage.db)
      texts.push(`${table.name}: ${JSON.stringify(rows)}`)
    }
    return texts.join('\n')
  }

  it('refuses card fields sent to the order API with a 400, and places no order', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('tee'), sku: fx.sku('tee-m-red'), quantity: 1 })
    const body = {
      email: 'ada@example.com',
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: 'card-fields-12345678',
    }
    const refused = {
      errors: {
        'payment.card':
          'Card details are never sent with an order. Tokenize the card first and send its token.',
      },
    }
    for (const payment of [
      { provider: 'test', card },
      { provider: 'test', token: 'tok_x', number: card.number, cvc: card.cvc },
      { provider: 'offline', card },
    ]) {
      const response = await visitor.post('/api/commerce/orders', { ...body, payment })
      expect(response.statusCode, JSON.stringify(payment)).toBe(400)
      expect(response.json()).toEqual(refused)
    }
    const orders = await ctx.storage.db
      .selectFrom('orders')
      .select('id')
      .where('idempotencyKey', '=', body.idempotencyKey)
      .execute()
    expect(orders).toEqual([])
  })

  it('keeps the number past its last 4, the expiry and the CVC out of every log line and row', async () => {
    const paid = await buy('tee', 'tee-m-red', { provider: 'test', card })
    expect(paid.statusCode).toBe(201)
    const subscriptionVisitor = new CheckoutVisitor(app, fx.host)
    const cart = await subscriptionVisitor.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const subscribed = await subscriptionVisitor.order({
      cartToken: cart.json().cartToken,
      payment: { provider: 'test', card },
    })
    expect(subscribed.statusCode).toBe(201)
    expect((await buy('lesson', 'lesson', { provider: 'test', card: declined })).statusCode).toBe(
      402,
    )
    // Refused where it is tokenized, before any order: a bad CVC, and an expired card.
    const tokens = new CheckoutVisitor(app, fx.host)
    const badCvc = await tokens.post('/api/commerce/payments/test/tokens', { ...card, cvc: '91' })
    expect(badCvc.statusCode).toBe(400)
    const expired = await tokens.post('/api/commerce/payments/test/tokens', {
      ...card,
      expYear: 2020,
    })
    expect(expired.json()).toEqual({ errors: { 'card.expiry': 'Your card has expired.' } })

    // The order page and API show only the last 4.
    const token = paid.json().confirmationUrl.split('/').pop()
    const order = await app.inject({
      url: `/api/commerce/orders/${token}`,
      headers: { host: fx.host },
    })
    expect(order.json().order.cardLast4).toBe('4242')
    expect(order.body).not.toMatch(leaks[0] as RegExp)

    // The request log (at trace level) was written, and holds none of it.
    const log = lines.join('')
    expect(log).toContain('/api/commerce/orders')
    const stored = await databaseText()
    expect(stored).toContain(nyAddress.address1)
    for (const leak of leaks) {
      expect(log, String(leak)).not.toMatch(leak)
      expect(stored, String(leak)).not.toMatch(leak)
    }
  })
})
