import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { createOfflinePaymentProvider } from '../payments/offline-payment-provider.js'
import type { PaymentProvider, PaymentSession } from '../payments/payment-provider.js'
import { createTestPaymentProvider } from '../payments/test-payment-provider.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { releaseExpiredReservations } from './release-expired-reservations.js'
import { CheckoutVisitor } from './testing/checkout-visitor.js'

describeEachDialect('stock reservations', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let release: (() => void) | undefined
  let authorizing: Promise<void> = Promise.resolve()
  const refunds: string[] = []

  beforeAll(async () => {
    const real = createTestPaymentProvider()
    // A provider that answers only when the test lets it, like a payment page left open.
    const slow: PaymentProvider = {
      ...real,
      async initiate(request): Promise<PaymentSession> {
        authorizing = Promise.resolve()
        await new Promise<void>((resolve) => (release = resolve))
        return real.initiate(request)
      },
      async refund(request) {
        refunds.push(request.idempotencyKey)
        return real.refund(request)
      },
    }
    app = await testApp(ctx, {
      paymentProviders: { test: slow, offline: createOfflinePaymentProvider() },
      reservationMs: 60_000,
    })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
  })
  afterAll(async () => {
    await app.close()
  })

  const stock = async () =>
    (
      await ctx.storage.db
        .selectFrom('productVariants')
        .select('qtyInStock')
        .where('sku', '=', fx.sku('mug'))
        .executeTakeFirstOrThrow()
    ).qtyInStock

  it('holds the stock while paying, and the worker releases a reservation that outlives its timeout', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 2 })
    const answer = visitor.order()
    while (release === undefined) await new Promise((resolve) => setTimeout(resolve, 10))
    await authorizing
    // Reserved: taken from stock while the payment is under way (no transaction is open).
    expect(await stock()).toBe(0)
    const pending = await ctx.storage.db
      .selectFrom('orders')
      .select(['status'])
      .where('websiteId', '=', fx.websiteId)
      .execute()
    expect(pending).toEqual([{ status: 'pending' }])

    expect(await releaseExpiredReservations(ctx.storage, new Date())).toBe(0)
    expect(await releaseExpiredReservations(ctx.storage, new Date(Date.now() + 61_000))).toBe(1)
    expect(await stock()).toBe(2)

    // The payment then succeeds, too late: the order is not confirmed and the money goes back.
    release()
    const response = await answer
    expect(response.statusCode).toBe(409)
    expect(refunds).toHaveLength(1)
    expect(await stock()).toBe(2)
    const failed = await ctx.storage.db
      .selectFrom('orders')
      .select(['status', 'failureCode'])
      .where('websiteId', '=', fx.websiteId)
      .execute()
    expect(failed).toEqual([{ status: 'failed', failureCode: 'reservation-expired' }])
    // The refund is on record with the order.
    const recorded = await ctx.storage.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select(['payments.status', 'payments.amountCents', 'payments.idempotencyKey'])
      .where('orders.websiteId', '=', fx.websiteId)
      .execute()
    expect(recorded).toEqual([
      { status: 'refunded', amountCents: expect.any(Number), idempotencyKey: refunds[0] },
    ])
    // The cart is still there to check out again.
    expect((await visitor.cart()).json().entries).toHaveLength(1)
  })
})
