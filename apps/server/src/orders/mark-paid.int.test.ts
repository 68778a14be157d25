import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { seedOfflinePayingStore } from './testing/offline-paying-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { CheckoutVisitor } from './testing/checkout-visitor.js'

const awaitingPayment = 'This download will be available once your order is paid.'

describeEachDialect('orders: the owner marks an offline order paid', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(async () => {
    await app.close()
  })

  /** The fixture's e-book, paid on pickup or by transfer; answers the order and its link token. */
  async function buyEbookOffline(email: string) {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })
    const placed = await visitor.order({
      email,
      shippingAddress: undefined,
      shippingOptionId: undefined,
      payment: { provider: 'offline' },
    })
    expect(placed.statusCode).toBe(201)
    const token: string = placed.json().confirmationUrl.split('/').pop()
    return { id: placed.json().order.id as string, token }
  }

  const markPaid = (orderId: string, headers: Record<string, string> = crumbHeaders(session)) =>
    app.inject({
      method: 'POST',
      url: `/api/editor/orders/${orderId}/mark-paid`,
      headers: { host: fx.host, ...headers },
    })

  const get = (url: string) => app.inject({ url, headers: { host: fx.host } })

  /** The download link the order's mail carries, as a path. */
  async function mailedDownload(email: string): Promise<string> {
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select('textBody')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow()
    const link = new URL(/Product ebook: (http\S+)/.exec(mail.textBody)?.[1] ?? '')
    return link.pathname + link.search
  }

  const paymentStatuses = async (orderId: string) =>
    (
      await ctx.storage.db
        .selectFrom('payments')
        .select('status')
        .where('orderId', '=', orderId)
        .execute()
    ).map((row) => row.status)

  /** The purchase events (SPEC §7) the analytics hold for an order. */
  const purchaseEvents = (orderId: string) =>
    ctx.storage.db
      .selectFrom('analyticsEvents')
      .select(['kind', 'value'])
      .where('kind', '=', 'order')
      .where('name', '=', orderId)
      .execute()

  it('counts no purchase for an order received unpaid, and exactly one once it is marked paid', async () => {
    const order = await buyEbookOffline('analytics-offline@example.com')
    expect(await purchaseEvents(order.id)).toEqual([])
    const view = (await get(`/api/commerce/orders/${order.token}`)).json().order
    expect([view.purchaseEvent, view.orderConfirmedEvent]).toEqual([null, null])

    expect((await markPaid(order.id)).statusCode).toBe(200)
    expect((await markPaid(order.id)).statusCode).toBe(409)
    expect(await purchaseEvents(order.id)).toHaveLength(1)
    const paid = (await get(`/api/commerce/orders/${order.token}`)).json().order
    expect(paid.orderConfirmedEvent).toMatchObject({ orderId: order.id })
  })

  it('refuses downloads until paid, then captures the payment and the status page says Paid', async () => {
    const order = await buyEbookOffline('transfer@example.com')
    const download = await mailedDownload('transfer@example.com')
    const refused = await get(download)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: awaitingPayment })
    expect((await get(`/api/commerce/orders/${order.token}`)).json().order).toMatchObject({
      status: 'received',
      downloads: [],
    })
    expect(await paymentStatuses(order.id)).toEqual(['due'])

    const marked = await markPaid(order.id)
    expect(marked.statusCode).toBe(200)
    expect(marked.json()).toEqual({ status: 'paid', paymentStatus: 'captured' })
    expect(await paymentStatuses(order.id)).toEqual(['captured'])

    const view = (await get(`/api/commerce/orders/${order.token}`)).json().order
    expect(view.status).toBe('paid')
    expect(view.downloads).toHaveLength(1)
    const page = await get(`/orders/${order.token}`)
    expect(page.body).toContain('<div class="order-status" data-status="paid">')
    expect(page.body).toContain('<p>Status: Paid</p>')
    expect(page.body).toContain('class="order-download"')

    const delivered = await get(download)
    expect(delivered.statusCode).toBe(200)
  })

  it('changes an order once: a second mark-paid is a 409 and the payment stays captured', async () => {
    const order = await buyEbookOffline('twice@example.com')
    const [first, second] = await Promise.all([markPaid(order.id), markPaid(order.id)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    const again = await markPaid(order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      code: 'invalid-transition',
      message: 'This order has already been paid.',
    })
    expect(await paymentStatuses(order.id)).toEqual(['captured'])
  })

  it('refuses a card order (409), an unknown order (404), a visitor (401) and a missing crumb (403)', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    const paid = (await visitor.order()).json().order.id as string
    const card = await markPaid(paid)
    expect(card.statusCode).toBe(409)
    expect(card.json()).toEqual({
      code: 'invalid-transition',
      message: 'This order has already been paid.',
    })
    expect((await markPaid('no-such-order')).statusCode).toBe(404)

    const offline = await buyEbookOffline('guarded@example.com')
    expect((await markPaid(offline.id, crumbHeaders())).statusCode).toBe(401)
    expect((await markPaid(offline.id, { cookie: session })).statusCode).toBe(403)
    expect((await get(`/api/commerce/orders/${offline.token}`)).json().order.status).toBe(
      'received',
    )
  })
})
