import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { CheckoutVisitor, nyAddress } from './testing/checkout-visitor.js'

/** The order page's fulfilment line once shipped, its date in the site's locale. */
const SHIPPED_ON = /^Fulfillment: Fulfilled \(shipped on [A-Z][a-z]+ \d{1,2}, \d{4}\)$/

const billingAddress = {
  firstName: 'Charles',
  lastName: 'Babbage',
  address1: '5 Beacon St',
  city: 'Boston',
  region: 'MA',
  postalCode: '02108',
  country: 'US',
}

describeEachDialect('orders: addresses, prices paid and fulfilment', (ctx) => {
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

  async function place(
    entries: Array<{ name: string; sku: string; quantity: number }>,
    body: Record<string, unknown> = {},
  ) {
    const visitor = new CheckoutVisitor(app, fx.host)
    for (const entry of entries) {
      const added = await visitor.add({
        itemId: fx.id(entry.name),
        sku: entry.sku,
        quantity: entry.quantity,
      })
      expect(added.statusCode).toBe(200)
    }
    const placed = await visitor.order(body)
    expect(placed.statusCode).toBe(201)
    const token: string = placed.json().confirmationUrl.split('/').pop()
    return { order: placed.json().order as { id: string; orderNumber: number }, token }
  }

  const statusOf = async (token: string) =>
    (await app.inject({ url: `/api/commerce/orders/${token}`, headers: { host: fx.host } })).json()
      .order

  /** The fulfilment lines of the HTML order status page (211), as a visitor reads them. */
  const pageFulfillment = async (token: string) => {
    const page = await app.inject({ url: `/orders/${token}`, headers: { host: fx.host } })
    expect(page.statusCode).toBe(200)
    return [
      ...page.body.matchAll(/<p class="order-(?:fulfillment|tracking)"[^>]*>([^<]*)<\/p>/g),
    ].map((match) => match[1])
  }

  const fulfill = (orderId: string, payload: object = {}, cookie: string | null = session) =>
    app.inject({
      method: 'POST',
      url: `/api/editor/orders/${orderId}/fulfill`,
      headers: { host: fx.host, ...(cookie === null ? {} : crumbHeaders(cookie)) },
      payload,
    })

  it('reads back both addresses and the price paid on each line', async () => {
    const { token } = await place(
      [
        { name: 'tee', sku: fx.sku('tee-s-red'), quantity: 2 },
        { name: 'lesson', sku: fx.sku('lesson'), quantity: 1 },
      ],
      { billingAddress, couponCodes: ['WELCOME10'] },
    )
    const order = await statusOf(token)
    expect(order.shippingAddress).toMatchObject(nyAddress)
    expect(order.billingAddress).toMatchObject(billingAddress)
    expect(order.lines).toEqual([
      {
        title: expect.any(String),
        variant: 'Size: S, Color: Red',
        quantity: 2,
        unitPriceCents: 2000,
        kind: 'physical',
      },
      {
        title: expect.any(String),
        variant: '',
        quantity: 1,
        unitPriceCents: 9000,
        kind: 'service',
      },
    ])
    expect(order.coupons).toEqual([expect.objectContaining({ code: 'WELCOME10' })])
    expect(order).toMatchObject({ subtotalCents: 13_000, discountCents: 1300 })
  })

  it('starts unfulfilled when there is something to ship, and the owner marks it shipped', async () => {
    const { order, token } = await place([{ name: 'tee', sku: fx.sku('tee-m-blue'), quantity: 1 }])
    expect(await statusOf(token)).toMatchObject({
      fulfillmentStatus: 'unfulfilled',
      trackingNumber: null,
      fulfilledAt: null,
    })
    expect(await pageFulfillment(token)).toEqual(['Fulfillment: Unfulfilled'])

    // Owner only (the session is checked first), and only with the crumb.
    expect((await fulfill(order.id, {}, null)).statusCode).toBe(401)
    const crumbless = await app.inject({
      method: 'POST',
      url: `/api/editor/orders/${order.id}/fulfill`,
      headers: { host: fx.host, cookie: session },
      payload: {},
    })
    expect(crumbless.statusCode).toBe(403)
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/editor/orders/${order.id}/fulfill`,
      headers: { host: fx.host, ...crumbHeaders() },
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
    expect(await statusOf(token)).toMatchObject({ fulfillmentStatus: 'unfulfilled' })

    const shipped = await fulfill(order.id, { trackingNumber: ' 1Z999AA10123456784 ' })
    expect(shipped.statusCode).toBe(200)
    expect(shipped.json()).toEqual({
      fulfillmentStatus: 'fulfilled',
      trackingNumber: '1Z999AA10123456784',
      fulfilledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(await statusOf(token)).toMatchObject({
      status: 'paid',
      fulfillmentStatus: 'fulfilled',
      trackingNumber: '1Z999AA10123456784',
    })
    expect(await pageFulfillment(token)).toEqual([
      expect.stringMatching(SHIPPED_ON),
      'Tracking number: 1Z999AA10123456784',
    ])
    const mails = await ctx.storage.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('recipient', '=', 'ada@example.com')
      .where('subject', '=', `Fixture Shop: order #${order.orderNumber} shipped`)
      .execute()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.textBody).toContain('Tracking number: 1Z999AA10123456784')
    expect(mails[0]?.textBody).toMatch(/was shipped on [A-Z][a-z]+ \d{1,2}, \d{4}\./)
    expect(mails[0]?.textBody).toContain(`/orders/${token}`)

    // A second click neither changes it nor mails again.
    const again = await fulfill(order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'invalid-transition',
      message: 'This order has already been fulfilled.',
    })
    const count = await ctx.storage.db
      .selectFrom('outbox')
      .select('id')
      .where('subject', '=', `Fixture Shop: order #${order.orderNumber} shipped`)
      .execute()
    expect(count).toHaveLength(1)
  })

  it('ships without a tracking number too', async () => {
    const { order, token } = await place([{ name: 'mug', sku: fx.sku('mug'), quantity: 1 }])
    const shipped = await fulfill(order.id)
    expect(shipped.json()).toMatchObject({ fulfillmentStatus: 'fulfilled', trackingNumber: null })
    expect(await statusOf(token)).toMatchObject({ fulfillmentStatus: 'fulfilled' })
    expect(await pageFulfillment(token)).toEqual([expect.stringMatching(SHIPPED_ON)])
  })

  it('needs no fulfilment for an order with nothing to ship, and 404s an unknown order', async () => {
    const { order, token } = await place([{ name: 'lesson', sku: fx.sku('lesson'), quantity: 1 }])
    expect(await statusOf(token)).toMatchObject({ fulfillmentStatus: 'not-required' })
    expect(await pageFulfillment(token)).toEqual(['Fulfillment: Nothing to ship'])
    const refused = await fulfill(order.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      code: 'invalid-transition',
      message: 'This order has nothing to ship.',
    })
    const unknown = await fulfill('0123456789abcdef01234567')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 'not-found', message: 'Order not found.' })
  })

  it('lists the fulfil route in /api/openapi.json', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { host: fx.host } })
    expect(Object.keys(response.json().paths)).toContain('/api/editor/orders/{orderId}/fulfill')
  })
})
