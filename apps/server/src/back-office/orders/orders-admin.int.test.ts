import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { newGiftCardCode } from '../../gift-cards/new-gift-card-code.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { createOfflinePaymentProvider } from '../../payments/offline-payment-provider.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { newId } from '../../storage/new-id.js'
import { refundThroughProvider } from './refund-through-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: orders', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string
  const provider = createTestPaymentProvider()

  beforeAll(async () => {
    app = await testApp(ctx, {
      paymentProviders: { test: provider, offline: createOfflinePaymentProvider() },
    })
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
  ): Promise<{ id: string; orderNumber: number }> {
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
    expect(placed.statusCode, placed.body).toBe(201)
    return placed.json().order
  }

  const get = (url: string, cookie: string | null = session) =>
    app.inject({ url, headers: { host: fx.host, ...(cookie === null ? {} : { cookie }) } })
  const post = (url: string, payload: object = {}, cookie: string | null = session) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: fx.host, ...(cookie === null ? crumbHeaders() : crumbHeaders(cookie)) },
      payload,
    })
  const detail = async (id: string) => (await get(`/api/editor/orders/${id}`)).json()
  const stock = async (sku: string) =>
    (
      await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', sku)
        .executeTakeFirstOrThrow()
    ).qtyInStock
  const outbox = (recipient: string) =>
    ctx.storage.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('recipient', '=', recipient)
      .orderBy('createdAt')
      .execute()

  it('answers 401 signed out and 403 without the crumb', async () => {
    expect((await get('/api/editor/orders', null)).statusCode).toBe(401)
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/editor/orders/x/notes',
      headers: { host: fx.host, cookie: session },
      payload: { text: 'hi' },
    })
    expect(noCrumb.statusCode).toBe(403)
    expect((await post('/api/editor/orders/x/notes', { text: 'hi' }, null)).statusCode).toBe(401)
  })

  it('mails the store a new-order notice with a link on the primary domain', async () => {
    const order = await place([{ name: 'mug', sku: fx.sku('mug'), quantity: 1 }], {
      email: 'notice@example.com',
    })
    const owner = await ctx.storage.db
      .selectFrom('users')
      .select('email')
      .orderBy('createdAt')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const mails = await outbox(owner.email)
    const notice = mails.find((mail) => mail.subject.includes(`new order #${order.orderNumber}`))
    expect(notice?.textBody).toContain(`https://${fx.host}/config/?area=orders&order=${order.id}`)
    expect(notice?.textBody).toContain('Ada Lovelace <notice@example.com>')
    const timeline = (await detail(order.id)).events
    expect(timeline.map((event: { kind: string }) => event.kind)).toEqual(['placed'])
  })

  it('mails the notice to the address set in the store settings, and to the owner once cleared', async () => {
    const settingsUrl = '/api/editor/store/settings'
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: settingsUrl,
        headers: { host: fx.host, ...crumbHeaders(session) },
        payload,
      })
    const before = (await get(settingsUrl)).json()
    expect(before.orderNotificationEmail).toBe('')
    expect(before.orderNotificationDefault).toMatch(/@/)
    const bad = await patch({ orderNotificationEmail: 'not an address' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      'Enter an email address, or leave it empty to send new-order mail to the site owner.',
    )
    const saved = await patch({
      orderNotificationEmail: ' orders@shop.example ',
      baseVersion: before.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().orderNotificationEmail).toBe('orders@shop.example')
    expect(
      (await patch({ offlinePaymentEnabled: true, baseVersion: before.version })).statusCode,
    ).toBe(409)
    const order = await place([{ name: 'beans', sku: fx.sku('beans'), quantity: 1 }])
    const notices = await outbox('orders@shop.example')
    expect(notices.some((mail) => mail.subject.includes(`new order #${order.orderNumber}`))).toBe(
      true,
    )
    expect((await patch({ orderNotificationEmail: '' })).json().orderNotificationEmail).toBe('')
    const next = await place([{ name: 'beans', sku: fx.sku('beans'), quantity: 1 }])
    const toOwner = await outbox(before.orderNotificationDefault)
    expect(toOwner.some((mail) => mail.subject.includes(`new order #${next.orderNumber}`))).toBe(
      true,
    )
  })

  it('lists orders newest first, searches and filters, and pages with a cursor', async () => {
    const first = await place([{ name: 'tee', sku: fx.sku('tee-m-red'), quantity: 1 }], {
      email: 'grace@example.com',
      shippingAddress: {
        firstName: 'Grace',
        lastName: 'Hopper',
        address1: '1 Navy Way',
        city: 'Arlington',
        region: 'VA',
        postalCode: '22202',
        country: 'US',
      },
    })
    const second = await place([{ name: 'tee', sku: fx.sku('tee-m-red'), quantity: 2 }], {
      email: 'linus@example.com',
    })
    const all = (await get('/api/editor/orders')).json()
    expect(all.orders[0]).toMatchObject({
      id: second.id,
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      itemCount: 2,
      // Paid with the test provider: the list marks it a test order.
      testMode: true,
    })
    const byName = (await get('/api/editor/orders?q=hopp')).json()
    expect(byName.orders.map((o: { id: string }) => o.id)).toEqual([first.id])
    const byEmail = (await get('/api/editor/orders?q=LINUS@')).json()
    expect(byEmail.orders.map((o: { id: string }) => o.id)).toEqual([second.id])
    const byNumber = (await get(`/api/editor/orders?q=%23${first.orderNumber}`)).json()
    expect(byNumber.orders.map((o: { id: string }) => o.id)).toEqual([first.id])
    const unpaid = (await get('/api/editor/orders?payment=unpaid')).json()
    expect(unpaid.orders).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    const dated = (await get(`/api/editor/orders?from=${today}&to=${today}`)).json()
    expect(dated.orders.length).toBe(all.orders.length)
    expect((await get('/api/editor/orders?from=2020-01-01&to=2020-01-02')).json().orders).toEqual(
      [],
    )

    // Cursor pages: rows never repeat; a forged cursor is a 400.
    const ids = new Set<string>()
    let cursor: string | null = null
    do {
      const url: string =
        cursor === null ? '/api/editor/orders' : `/api/editor/orders?cursor=${cursor}`
      const page = (await get(url)).json()
      for (const row of page.orders) ids.add(row.id)
      cursor = page.nextPageCursor
    } while (cursor !== null)
    expect(ids.size).toBe(all.orders.length)
    expect((await get('/api/editor/orders?cursor=nonsense')).statusCode).toBe(400)
    expect((await get('/api/editor/orders?payment=bogus')).statusCode).toBe(400)
    expect((await get('/api/editor/orders?from=2020-02-31')).statusCode).toBe(400)
  })

  it('shows an order with lines, variant, addresses, payments; 404 for unknown ids', async () => {
    const order = await place([{ name: 'tee', sku: fx.sku('tee-s-red'), quantity: 1 }], {
      couponCodes: ['WELCOME10'],
    })
    const shown = await detail(order.id)
    expect(shown).toMatchObject({
      orderNumber: order.orderNumber,
      paymentStatus: 'paid',
      email: 'ada@example.com',
      customerName: 'Ada Lovelace',
      shippingAddress: { city: 'New York' },
      coupons: [{ code: 'WELCOME10' }],
      payments: [{ status: 'captured', provider: 'test' }],
      customer: { siteUserId: null },
      testMode: true,
    })
    expect(shown.lines[0]).toMatchObject({
      sku: fx.sku('tee-s-red'),
      variant: { Size: 'S', Color: 'Red' },
      quantity: 1,
    })
    // The packing slip's heading (issue 22): the site's title, no address until one is set.
    expect(shown.shop).toEqual({ name: expect.stringMatching(/\S/), address: '' })
    expect(shown.lines[0]).toHaveProperty('pictureUrl')
    expect((await get('/api/editor/orders/nope')).statusCode).toBe(404)
  })

  it('fulfils part of an order, then the rest, mailing the customer each time', async () => {
    const order = await place(
      [
        { name: 'tee', sku: fx.sku('tee-m-red'), quantity: 2 },
        { name: 'mug', sku: fx.sku('mug'), quantity: 1 },
      ],
      { email: 'ship@example.com' },
    )
    const lines = (await detail(order.id)).lines as Array<{ id: string; sku: string }>
    const tee = lines.find((line) => line.sku === fx.sku('tee-m-red'))
    const url = `/api/editor/orders/${order.id}/fulfillments`
    expect((await post(url, { lines: [{ lineId: tee?.id, quantity: 3 }] })).statusCode).toBe(400)
    const part = await post(url, {
      lines: [{ lineId: tee?.id, quantity: 1 }],
      carrier: 'UPS',
      trackingNumber: '1Z999',
    })
    expect(part.statusCode, part.body).toBe(200)
    expect(part.json()).toMatchObject({ fulfillmentStatus: 'partial', trackingNumber: '1Z999' })
    const rest = await post(url, { trackingNumber: '1Z1000' })
    expect(rest.json()).toMatchObject({ fulfillmentStatus: 'fulfilled' })
    expect((await post(url, {})).statusCode).toBe(409)
    const mails = await outbox('ship@example.com')
    const shipped = mails.filter((mail) => mail.subject.endsWith('shipped'))
    expect(shipped).toHaveLength(2)
    expect(shipped[0]?.textBody).toContain('Carrier: UPS')
    expect(shipped[0]?.textBody).toContain('Tracking number: 1Z999')
    expect((await get(`/api/editor/orders?fulfillment=partial`)).json().orders).toEqual([])
  })

  it('refunds a line with restock through the provider, and stock comes back', async () => {
    const sku = fx.sku('tee-m-blue')
    const before = await stock(sku)
    const order = await place([{ name: 'tee', sku, quantity: 2 }])
    expect(await stock(sku)).toBe(before - 2)
    const shown = await detail(order.id)
    const lineId = shown.lines[0].id
    const url = `/api/editor/orders/${order.id}/refunds`
    expect((await post(url, { amountCents: shown.grandTotalCents + 1 })).statusCode).toBe(400)
    expect((await post(url, {})).statusCode).toBe(400)
    const refunded = await post(url, { lines: [{ lineId, quantity: 1, restock: true }] })
    expect(refunded.statusCode, refunded.body).toBe(200)
    // By default, what the customer paid for the unit: $20.00 and its 8 % New York tax.
    expect(shown.lines[0].paidCents).toBe(2 * 2160)
    expect(refunded.json()).toMatchObject({ amountCents: 2160, restockedUnits: 1 })
    expect(await stock(sku)).toBe(before - 1)
    expect(provider.refunds.filter((r) => r.amountCents === 2160).length).toBeGreaterThan(0)
    const after = await detail(order.id)
    expect(after).toMatchObject({ paymentStatus: 'partially-refunded', refundedCents: 2160 })
    expect(after.lines[0]).toMatchObject({ refundedQuantity: 1, restockedQuantity: 1 })
    expect(after.events.at(-1)).toMatchObject({ kind: 'refunded' })
    const listed = (await get('/api/editor/orders?payment=partially-refunded')).json().orders
    expect(listed.map((o: { id: string }) => o.id)).toContain(order.id)
    // Too many units of the line is refused; the rest by amount empties it.
    expect((await post(url, { lines: [{ lineId, quantity: 2 }] })).statusCode).toBe(400)
    const rest = await post(url, { amountCents: after.refundableCents })
    expect(rest.statusCode).toBe(200)
    expect((await detail(order.id)).paymentStatus).toBe('refunded')
    expect((await post(url, { amountCents: 1 })).statusCode).toBe(409)
  })

  it('keys a provider refund by the refunded total and the amount: a new amount is a new refund', async () => {
    const order = await place([{ name: 'tee', sku: fx.sku('tee-m-blue'), quantity: 2 }])
    const row = await ctx.storage.db
      .selectFrom('orders')
      .select(['id', 'websiteId', 'paymentProvider', 'refundedCents'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    const deps = {
      storage: ctx.storage,
      now: () => new Date(),
      providers: { test: provider, offline: createOfflinePaymentProvider() },
      mailer: createOutboxMailer(ctx.storage.db, () => new Date()),
    }
    const mine = () => provider.refunds.filter((r) => r.idempotencyKey.startsWith(order.id))
    // A retry of the same refund (a double click) reaches the provider once …
    await refundThroughProvider(deps, row, 500)
    await refundThroughProvider(deps, row, 500)
    expect(mine().map((r) => r.amountCents)).toEqual([500])
    // … but another amount from the same refunded total (the first one's record lost, an owner
    // correcting it) is its own refund, never answered with the 500's.
    await refundThroughProvider(deps, row, 1500)
    expect(mine().map((r) => r.amountCents)).toEqual([500, 1500])
    expect(new Set(mine().map((r) => r.idempotencyKey)).size).toBe(2)
  })

  it('gives a gift card its balance back on refund', async () => {
    const code = newGiftCardCode()
    const cardId = newId()
    await ctx.storage.db
      .insertInto('giftCards')
      .values({
        id: cardId,
        websiteId: fx.websiteId,
        code,
        currency: 'USD',
        initialCents: 100_000,
        balanceCents: 100_000,
        orderId: null,
        recipientEmail: null,
        deliverAt: null,
        createdAt: new Date().toISOString(),
      })
      .execute()
    const order = await place([{ name: 'tee', sku: fx.sku('tee-m-red'), quantity: 1 }], {
      giftCardCodes: [code],
    })
    const balance = async () =>
      (
        await ctx.storage.db
          .selectFrom('giftCards')
          .select('balanceCents')
          .where('id', '=', cardId)
          .executeTakeFirstOrThrow()
      ).balanceCents
    const spent = await balance()
    expect(spent).toBeLessThan(100_000)
    const refunded = await post(`/api/editor/orders/${order.id}/refunds`, { amountCents: 500 })
    expect(refunded.statusCode, refunded.body).toBe(200)
    expect(await balance()).toBe(spent + 500)
  })

  it('cancels an order: refund in full, stock back, timeline; twice is a 409', async () => {
    const sku = fx.sku('mug')
    await ctx.storage.db
      .updateTable('productVariants')
      .set({ qtyInStock: 5 })
      .where('sku', '=', sku)
      .execute()
    const order = await place([{ name: 'mug', sku, quantity: 2 }])
    expect(await stock(sku)).toBe(3)
    const cancelled = await post(`/api/editor/orders/${order.id}/cancel`, { reason: 'Asked to' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await stock(sku)).toBe(5)
    const shown = await detail(order.id)
    expect(shown).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(shown.events.at(-1)).toMatchObject({ kind: 'cancelled', data: { reason: 'Asked to' } })
    expect((await post(`/api/editor/orders/${order.id}/cancel`)).statusCode).toBe(409)
    expect((await post(`/api/editor/orders/${order.id}/fulfillments`)).statusCode).toBe(409)
  })

  it('resends the confirmation and keeps private notes on the timeline', async () => {
    const order = await place([{ name: 'lesson', sku: fx.sku('lesson'), quantity: 1 }], {
      email: 'resend@example.com',
    })
    expect((await post(`/api/editor/orders/${order.id}/resend-confirmation`)).statusCode).toBe(200)
    const confirmations = (await outbox('resend@example.com')).filter((mail) =>
      mail.subject.endsWith('confirmed'),
    )
    expect(confirmations).toHaveLength(2)
    expect((await post(`/api/editor/orders/${order.id}/notes`, { text: '  ' })).statusCode).toBe(
      400,
    )
    expect(
      (await post(`/api/editor/orders/${order.id}/notes`, { text: 'Gift wrap' })).statusCode,
    ).toBe(200)
    const kinds = (await detail(order.id)).events.map((event: { kind: string }) => event.kind)
    expect(kinds).toEqual(['placed', 'confirmation-resent', 'note'])
  })

  it('exports the filtered orders as CSV', async () => {
    const response = await get('/api/editor/orders.csv?q=grace')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    const rows = response.body.trim().split('\r\n')
    expect(rows[0]).toBe(
      'Order,Date,Email,Customer,Payment,Fulfillment,Items,Currency,Total,Refunded,Test',
    )
    expect(rows).toHaveLength(2)
    expect(rows[1]).toContain('grace@example.com,Grace Hopper,paid')
    expect((await get('/api/editor/orders.csv?from=x')).statusCode).toBe(400)
  })
})
