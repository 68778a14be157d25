import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: customers', (ctx) => {
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

  async function buy(email: string, quantity: number) {
    const visitor = new CheckoutVisitor(app, fx.host)
    const added = await visitor.add({ itemId: fx.id('tee'), sku: fx.sku('tee-m-red'), quantity })
    expect(added.statusCode).toBe(200)
    const placed = await visitor.order({ email })
    expect(placed.statusCode, placed.body).toBe(201)
  }
  const get = (url: string, cookie: string | null = session) =>
    app.inject({ url, headers: { host: fx.host, ...(cookie === null ? {} : { cookie }) } })

  it('lists customers with their order count and total, searches, exports and shows one', async () => {
    await buy('repeat@example.com', 1)
    await buy('Repeat@Example.com', 2)
    await buy('once@example.com', 1)
    expect((await get('/api/editor/customers', null)).statusCode).toBe(401)

    const list = (await get('/api/editor/customers')).json()
    expect(list.customers).toHaveLength(2)
    const repeat = list.customers.find((c: { email: string }) => c.email === 'repeat@example.com')
    expect(repeat).toMatchObject({ ordersCount: 2, name: 'Ada Lovelace', currency: 'USD' })
    expect(repeat.totalSpentCents).toBeGreaterThan(0)
    expect((await get('/api/editor/customers?q=ONCE')).json().customers).toHaveLength(1)
    expect((await get('/api/editor/customers?page=0')).statusCode).toBe(400)

    const csv = await get('/api/editor/customers.csv')
    expect(csv.body.split('\r\n')[0]).toBe(
      'Email,Name,Orders,Total spent,Currency,Last order,Account,Memberships',
    )
    expect(csv.body).toContain('repeat@example.com,Ada Lovelace,2,')

    const one = (await get('/api/editor/customers/repeat%40example.com')).json()
    expect(one).toMatchObject({ email: 'repeat@example.com', ordersCount: 2, account: null })
    expect(one.orders).toHaveLength(2)
    expect(one.addresses[0]).toMatchObject({ city: 'New York' })
    expect((await get('/api/editor/customers/nobody%40example.com')).statusCode).toBe(404)
  })

  it('knows one customer by one address, however Unicode spells it (NFKC)', async () => {
    // A ligature and full-width letters are the same address once normalised.
    await buy('\ufb01ona@example.com', 1)
    await buy('\uff26IONA@Example.com ', 1)
    const found = (await get('/api/editor/customers?q=fiona')).json().customers
    expect(found).toEqual([expect.objectContaining({ email: 'fiona@example.com', ordersCount: 2 })])
    const one = (await get('/api/editor/customers/%EF%AC%81ona%40example.com')).json()
    expect(one).toMatchObject({ email: 'fiona@example.com', ordersCount: 2 })
  })
})
