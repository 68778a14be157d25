import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createCheckoutWorker } from '../checkout-worker.js'
import { fulfillOrder } from '../fulfill-order.js'
import { renewalDeps, renewalPayments, subscribeToBeans } from '../testing/subscriber.js'
import type { PaymentProvider } from '../../payments/payment-provider.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { testApp } from '../../testing/test-app.js'

describeEachDialect('subscription renewals as orders', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  /** A provider that counts the charges it is asked for. */
  function countingProvider() {
    const real = createTestPaymentProvider()
    const counted = { charges: 0 }
    const provider: PaymentProvider = {
      ...real,
      async initiate(request) {
        counted.charges += 1
        return real.initiate(request)
      },
    }
    return { provider, counted }
  }

  const depsWith = (test: PaymentProvider) => renewalDeps(ctx.storage, test)

  const setBeansStock = (qtyInStock: number) =>
    ctx.storage.db
      .updateTable('productVariants')
      .set({ unlimited: 0, qtyInStock })
      .where('websiteId', '=', fx.websiteId)
      .where('sku', '=', fx.sku('beans'))
      .execute()

  const beansStock = async () =>
    (
      await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('websiteId', '=', fx.websiteId)
        .where('sku', '=', fx.sku('beans'))
        .executeTakeFirstOrThrow()
    ).qtyInStock

  const subscribe = async (email: string, qty: number) =>
    (await subscribeToBeans(app, ctx.storage, fx, email, qty)).subscription

  it('renews a taxed physical subscription as a new order with shipping and tax, taking its stock', async () => {
    await setBeansStock(10)
    const subscription = await subscribe('renew-order@example.com', 2)
    expect(await beansStock()).toBe(8)
    const first = await ctx.storage.db
      .selectFrom('orders')
      .select(['orderNumber', 'testMode'])
      .where('id', '=', subscription.orderId)
      .executeTakeFirstOrThrow()

    const { provider, counted } = countingProvider()
    const worker = createCheckoutWorker(depsWith(provider))
    expect((await worker.tick(new Date(subscription.nextBillingAt ?? ''))).renewed).toBe(1)
    expect(counted.charges).toBe(1)
    expect(await beansStock()).toBe(6)

    const payments = await renewalPayments(ctx.storage, subscription.id, [
      'orderId',
      'amountCents',
      'status',
    ])
    // 2 × 1800 + 500 standard shipping = 4100, plus 8% New York tax on both = 4428.
    expect(payments).toEqual([
      { orderId: expect.any(String), amountCents: 4428, status: 'captured' },
    ])
    const renewal = await ctx.storage.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', payments[0]?.orderId ?? '')
      .executeTakeFirstOrThrow()
    expect(renewal).toMatchObject({
      orderNumber: first.orderNumber + 1,
      status: 'paid',
      email: 'renew-order@example.com',
      subtotalCents: 3600,
      shippingCents: 500,
      taxCents: 328,
      grandTotalCents: 4428,
      testMode: first.testMode,
      fulfillmentStatus: 'unfulfilled',
      reservedUntil: null,
    })
    const lines = await ctx.storage.db
      .selectFrom('orderLines')
      .select(['sku', 'kind', 'quantity', 'unitPriceCents', 'stockTaken'])
      .where('orderId', '=', renewal.id)
      .execute()
    expect(lines).toEqual([
      { sku: fx.sku('beans'), kind: 'physical', quantity: 2, unitPriceCents: 1800, stockTaken: 2 },
    ])

    // The renewal mail links the renewal order's status page, which the customer can open.
    const mail = (await mailsTo(ctx.storage.db, 'renew-order@example.com')).find((sent) =>
      sent.subject.endsWith('renewed'),
    )
    const link = new RegExp(`Order #${renewal.orderNumber}: \\S*/orders/(\\S+)`).exec(
      mail?.textBody ?? '',
    )
    expect(link).not.toBeNull()
    const status = await app.inject({
      url: `/api/commerce/orders/${link?.[1] ?? ''}`,
      headers: { host: fx.host },
    })
    expect(status.statusCode).toBe(200)
    expect(status.json().order).toMatchObject({
      orderNumber: renewal.orderNumber,
      grandTotalCents: 4428,
      taxCents: 328,
      fulfillmentStatus: 'unfulfilled',
    })

    // The owner fulfils it like any order.
    const fulfilled = await fulfillOrder(depsWith(provider), {
      websiteId: fx.websiteId,
      orderId: renewal.id,
      trackingNumber: 'TRACK-1',
      now: new Date(),
    })
    expect(fulfilled).toMatchObject({ ok: true, fulfillmentStatus: 'fulfilled' })
  })

  it('fails a renewal that finds no stock without charging, and retries it once restocked', async () => {
    await setBeansStock(1)
    const subscription = await subscribe('no-stock@example.com', 1)
    expect(await beansStock()).toBe(0)
    const ordersBefore = await ctx.storage.db
      .selectFrom('orders')
      .select('id')
      .where('websiteId', '=', fx.websiteId)
      .execute()

    const { provider, counted } = countingProvider()
    const worker = createCheckoutWorker(depsWith(provider))
    expect((await worker.tick(new Date(subscription.nextBillingAt ?? ''))).renewalsFailed).toBe(1)
    expect(counted.charges).toBe(0)
    expect(await beansStock()).toBe(0)
    const payments = await renewalPayments(ctx.storage, subscription.id, ['id'])
    expect(payments).toEqual([])
    const ordersAfter = await ctx.storage.db
      .selectFrom('orders')
      .select('id')
      .where('websiteId', '=', fx.websiteId)
      .execute()
    expect(ordersAfter).toHaveLength(ordersBefore.length)
    const failed = await ctx.storage.db
      .selectFrom('subscriptions')
      .select(['status', 'failedAttempts', 'cyclesBilled', 'nextBillingAt'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(failed).toMatchObject({ status: 'active', failedAttempts: 1, cyclesBilled: 1 })

    // Restocked before the retry: the retry charges and takes the unit.
    await setBeansStock(3)
    expect((await worker.tick(new Date(failed.nextBillingAt ?? ''))).renewed).toBe(1)
    expect(counted.charges).toBe(1)
    expect(await beansStock()).toBe(2)
  })

  it('gives the stock back when the renewal payment is declined after the reservation', async () => {
    await setBeansStock(3)
    const subscription = await subscribe('declined@example.com', 1)
    expect(await beansStock()).toBe(2)
    // The saved card stopped paying: the provider declines the renewal charge.
    const real = createTestPaymentProvider()
    let stockWhileCharging: number | undefined
    const declining: PaymentProvider = {
      ...real,
      async initiate(input) {
        stockWhileCharging = await beansStock()
        return {
          reference: 'pay_test_declined',
          status: 'failed',
          amountCents: input.amountCents,
          currency: input.currency,
          failure: { code: 'declined', message: 'Your card was declined.' },
        }
      },
    }
    const worker = createCheckoutWorker(depsWith(declining))
    expect((await worker.tick(new Date(subscription.nextBillingAt ?? ''))).renewalsFailed).toBe(1)
    // Reserved before the charge, given back after it failed.
    expect(stockWhileCharging).toBe(1)
    expect(await beansStock()).toBe(2)
    const renewal = await ctx.storage.db
      .selectFrom('orders')
      .select(['status', 'failureCode'])
      .where('idempotencyKey', 'like', `renewal:${subscription.id}:%`)
      .executeTakeFirstOrThrow()
    expect(renewal).toEqual({ status: 'failed', failureCode: 'payment-declined' })
    const payments = await renewalPayments(ctx.storage, subscription.id, ['id'])
    expect(payments).toEqual([])
    const failed = await ctx.storage.db
      .selectFrom('subscriptions')
      .select(['status', 'failedAttempts', 'cyclesBilled'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(failed).toEqual({ status: 'active', failedAttempts: 1, cyclesBilled: 1 })
  })
})
