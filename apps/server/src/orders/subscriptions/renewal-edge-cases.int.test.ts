import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createCheckoutWorker } from '../checkout-worker.js'
import { CheckoutVisitor } from '../testing/checkout-visitor.js'
import { renewalDeps, renewalPayments, subscribeToBeans } from '../testing/subscriber.js'
import type { PaymentProvider } from '../../payments/payment-provider.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { testApp } from '../../testing/test-app.js'
import { renewSubscription } from './renew-due-subscriptions.js'

describeEachDialect('subscription renewals: cancel races and limited plans', (ctx) => {
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

  const depsWith = (test: PaymentProvider) => renewalDeps(ctx.storage, test)
  const subscribe = (email: string) => subscribeToBeans(app, ctx.storage, fx, email)

  const rowOf = (id: string) =>
    ctx.storage.db
      .selectFrom('subscriptions')
      .select(['status', 'cyclesBilled', 'nextBillingAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  const paymentsOf = (id: string) => renewalPayments(ctx.storage, id, ['status', 'amountCents'])

  it('refunds a renewal charged while the buyer cancelled, and the subscription stays cancelled', async () => {
    const { subscription, token } = await subscribe('race@example.com')
    const real = createTestPaymentProvider()
    // The buyer cancels from the order page while the provider is still answering the charge.
    const slow: PaymentProvider = {
      ...real,
      async initiate(request) {
        if (request.idempotencyKey.startsWith(subscription.id)) {
          const cancel = await new CheckoutVisitor(app, fx.host).post(
            `/api/commerce/orders/${token}/subscription/cancel`,
            {},
          )
          expect(cancel.json()).toEqual({ status: 'cancelled' })
        }
        return real.initiate(request)
      },
    }
    const worker = createCheckoutWorker(depsWith(slow))
    const due = new Date(subscription.nextBillingAt ?? '')
    expect((await worker.tick(due)).renewed).toBe(0)

    expect(await rowOf(subscription.id)).toMatchObject({ status: 'cancelled', cyclesBilled: 1 })
    expect(real.refunds).toEqual([
      {
        reference: expect.stringMatching(/^pay_test_/),
        amountCents: 2484,
        idempotencyKey: `${subscription.id}:1:0:refund`,
      },
    ])
    expect(await paymentsOf(subscription.id)).toEqual([{ status: 'refunded', amountCents: 2484 }])
    const renewal = await ctx.storage.db
      .selectFrom('subscriptionRenewals')
      .select('status')
      .where('subscriptionId', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(renewal.status).toBe('refunded')
    const renewed = (await mailsTo(ctx.storage.db, 'race@example.com')).filter((mail) =>
      mail.subject.endsWith('renewed'),
    )
    expect(renewed).toEqual([])

    // Later ticks charge nothing more.
    await worker.tick(new Date(due.getTime() + 400 * 86_400_000))
    expect(real.refunds).toHaveLength(1)
    expect(await paymentsOf(subscription.id)).toHaveLength(1)
  })

  it('does not charge a subscription cancelled after the due list was read', async () => {
    const { subscription, token } = await subscribe('late-cancel@example.com')
    const real = createTestPaymentProvider()
    let charged = 0
    const counting: PaymentProvider = {
      ...real,
      async initiate(request) {
        charged += 1
        return real.initiate(request)
      },
    }
    // The worker read the row as due and active; the buyer cancels before it claims the renewal.
    const staleRow = { ...subscription }
    const cancel = await new CheckoutVisitor(app, fx.host).post(
      `/api/commerce/orders/${token}/subscription/cancel`,
      {},
    )
    expect(cancel.statusCode).toBe(200)
    const due = new Date(subscription.nextBillingAt ?? '')
    expect(await renewSubscription(depsWith(counting), staleRow, due)).toBe('skipped')
    expect(charged).toBe(0)
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'cancelled', cyclesBilled: 1 })
    expect(await paymentsOf(subscription.id)).toEqual([])
  })

  it('stops a plan of two billing cycles after its second payment, as completed', async () => {
    await setBeansCycles(2)
    try {
      const { subscription } = await subscribe('twice@example.com')
      expect(subscription).toMatchObject({ numBillingCycles: 2, cyclesBilled: 1 })
      const worker = createCheckoutWorker(depsWith(createTestPaymentProvider()))
      const due = new Date(subscription.nextBillingAt ?? '')
      expect((await worker.tick(due)).renewed).toBe(1)
      expect(await rowOf(subscription.id)).toMatchObject({
        status: 'completed',
        cyclesBilled: 2,
        nextBillingAt: null,
      })
      // Years later: still nothing more is charged.
      for (const years of [1, 2, 3]) {
        await worker.tick(new Date(due.getTime() + years * 366 * 86_400_000))
      }
      expect(await rowOf(subscription.id)).toMatchObject({ status: 'completed', cyclesBilled: 2 })
      // The first order's payment, then exactly one renewal, paying an order of its own.
      const first = await ctx.storage.db
        .selectFrom('payments')
        .select('subscriptionId')
        .where('orderId', '=', subscription.orderId)
        .execute()
      expect(first).toEqual([{ subscriptionId: null }])
      const renewals = await renewalPayments(ctx.storage, subscription.id, ['orderId'])
      expect(renewals).toHaveLength(1)
      expect(renewals[0]?.orderId).not.toBe(subscription.orderId)
    } finally {
      await setBeansCycles(0)
    }
  })

  async function setBeansCycles(numBillingCycles: number): Promise<void> {
    const item = await ctx.storage.db
      .selectFrom('items')
      .select('document')
      .where('id', '=', fx.id('beans'))
      .executeTakeFirstOrThrow()
    const document = ctx.storage.dialect.decodeJson<{
      structuredContent: { subscriptionPlan: { numBillingCycles: number } }
    }>(item.document)
    document.structuredContent.subscriptionPlan.numBillingCycles = numBillingCycles
    await ctx.storage.db
      .updateTable('items')
      .set({ document: ctx.storage.dialect.encodeJson(document) })
      .where('id', '=', fx.id('beans'))
      .execute()
  }
})
