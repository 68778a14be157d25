import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { insertSubmission } from '../forms/form-queries.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import { upsertMembership } from '../orders/area-memberships.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { seedOfflinePayingStore } from '../orders/testing/offline-paying-store.js'
import { changeVariantStocks } from '../restock/change-variant-stocks.js'
import { setVariantStock } from '../restock/set-variant-stock.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { createEndpoint } from './webhook-endpoints.js'
import { webhookEventTypes } from './webhook-event-types.js'
import { withWebhookTables } from './webhook-tables.js'

/** Each place a change happens writes its event (and a delivery) with the change. */
describeEachDialect('webhooks: the emitting points', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let owner: string

  beforeAll(async () => {
    app = await testApp(ctx, { webhooks: { env: { NODE_ENV: 'test' } } })
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    owner = await signInOwner(ctx, app, fx.host)
    // Nothing listens: deliveries stay pending (no worker turn here), the events are what counts.
    await createEndpoint(ctx.storage.db, {
      websiteId: fx.websiteId,
      url: 'http://127.0.0.1:9/nobody',
      description: '',
      events: webhookEventTypes,
      source: 'owner',
      now: new Date(),
    })
  })
  afterAll(() => app.close())

  /** The data of the site's events of one type, oldest first, each with its one delivery. */
  async function eventsOf(type: string): Promise<Record<string, unknown>[]> {
    const db = withWebhookTables(ctx.storage.db)
    const rows = await db
      .selectFrom('webhookEvents')
      .select(['id', 'payload'])
      .where('websiteId', '=', fx.websiteId)
      .where('type', '=', type)
      .orderBy('createdAt')
      .execute()
    for (const row of rows) {
      const deliveries = await db
        .selectFrom('webhookDeliveries')
        .select('status')
        .where('eventId', '=', row.id)
        .execute()
      expect(deliveries).toEqual([{ status: 'pending' }])
    }
    return rows.map((row) => (JSON.parse(row.payload) as { data: Record<string, unknown> }).data)
  }

  const post = (url: string, payload: object = {}) =>
    app.inject({
      method: 'POST',
      url,
      headers: { host: fx.host, ...crumbHeaders(owner) },
      payload,
    })

  it('order created, paid, fulfilled and refunded', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('beans'), sku: fx.sku('beans'), quantity: 2 })
    const placed = await visitor.order({ email: 'points@example.com' })
    expect(placed.statusCode).toBe(201)
    const orderId = placed.json().order.id as string
    expect(
      (await post(`/api/editor/orders/${orderId}/fulfill`, { trackingNumber: 'TRACK1' }))
        .statusCode,
    ).toBe(200)
    expect(
      (await post(`/api/editor/orders/${orderId}/refunds`, { amountCents: 500 })).statusCode,
    ).toBe(200)

    const created = await eventsOf('order.created')
    expect(created).toEqual([expect.objectContaining({ id: orderId, email: 'points@example.com' })])
    expect(await eventsOf('order.paid')).toEqual([
      expect.objectContaining({ id: orderId, status: 'paid' }),
    ])
    expect(await eventsOf('order.fulfilled')).toEqual([
      expect.objectContaining({
        id: orderId,
        fulfillmentStatus: 'fulfilled',
        trackingNumber: 'TRACK1',
      }),
    ])
    expect(await eventsOf('order.refunded')).toEqual([
      expect.objectContaining({ id: orderId, refundedCents: 500 }),
    ])
  })

  it('form submitted', async () => {
    const id = await insertSubmission(ctx.storage, {
      websiteId: fx.websiteId,
      formId: 'contact',
      visitorHash: 'v',
      answers: { name: 'Ada' },
      pageTitle: 'Contact',
      pageId: 'p1',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 0,
      createdAt: new Date(),
    })
    expect(await eventsOf('form.submitted')).toEqual([
      expect.objectContaining({ id, formId: 'contact', answers: { name: 'Ada' } }),
    ])
  })

  it('subscriber added, once per new address', async () => {
    const lists = createStoredMailingLists(ctx.storage)
    const input = {
      websiteId: fx.websiteId,
      listId: 'newsletter',
      email: 'reader@example.com',
      firstName: 'Rea',
      lastName: 'Der',
      now: new Date(),
    }
    expect((await lists.subscribe(input)).ok).toBe(true)
    expect((await lists.subscribe(input)).ok).toBe(true)
    expect(await eventsOf('subscriber.added')).toEqual([
      expect.objectContaining({ email: 'reader@example.com', listId: 'newsletter' }),
    ])
  })

  it('member joined', async () => {
    await writeTransaction(ctx.storage, (trx) =>
      upsertMembership(trx, {
        websiteId: fx.websiteId,
        memberAreaId: 'area-1',
        email: 'Member@Example.com',
        plan: 'free',
        now: new Date(),
      }),
    )
    expect(await eventsOf('member.joined')).toEqual([
      expect.objectContaining({
        memberAreaId: 'area-1',
        email: 'member@example.com',
        plan: 'free',
      }),
    ])
  })

  it('product stock changed by the owner, with the count before', async () => {
    const before = (await eventsOf('product.stock_changed')).length
    const variant = await ctx.storage.db
      .selectFrom('productVariants')
      .select(['id', 'qtyInStock'])
      .where('websiteId', '=', fx.websiteId)
      .where('sku', '=', fx.sku('mug'))
      .executeTakeFirstOrThrow()
    const deps = { storage: ctx.storage, onStockChanged: async () => 0 }
    await changeVariantStocks(deps, fx.websiteId, [{ variantId: variant.id, set: 7 }])
    await setVariantStock(deps, {
      websiteId: fx.websiteId,
      itemId: fx.id('mug'),
      sku: fx.sku('mug'),
      qtyInStock: 9,
    })
    const events = (await eventsOf('product.stock_changed')).slice(before)
    expect(events).toEqual([
      expect.objectContaining({
        sku: fx.sku('mug'),
        qtyInStock: 7,
        previousQtyInStock: variant.qtyInStock,
      }),
      expect.objectContaining({ sku: fx.sku('mug'), qtyInStock: 9, previousQtyInStock: 7 }),
    ])
  })
})
