import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createCheckoutWorker } from '../checkout-worker.js'
import type { OrderDeps } from '../order-deps.js'
import { CheckoutVisitor } from '../testing/checkout-visitor.js'
import { renewalDeps, renewalPayments, subscribeToBeans } from '../testing/subscriber.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { testApp } from '../../testing/test-app.js'

const day = 86_400_000

describeEachDialect('subscriptions', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let deps: OrderDeps

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    deps = renewalDeps(ctx.storage, createTestPaymentProvider())
  })
  afterAll(async () => {
    await app.close()
  })

  const subscribe = (email: string) => subscribeToBeans(app, ctx.storage, fx, email)
  const mailsToBuyer = (email: string) => mailsTo(ctx.storage.db, email)

  it('starts from a cartToken cart and renews on schedule with the saved token, never the card', async () => {
    const { subscription, token } = await subscribe('sub@example.com')
    expect(subscription).toMatchObject({ status: 'active', cyclesBilled: 1, amountCents: 1800 })
    expect(subscription.paymentToken).toMatch(/^pm_test_succeeded_/)
    // The token shows the card's brand, last 4 and expiry (saved cards list them), never its number.
    expect(JSON.stringify(subscription)).not.toMatch(/4242\D?4242/)
    const due = new Date(subscription.nextBillingAt ?? '')
    expect(due.getTime() - new Date(subscription.startedAt).getTime()).toBeGreaterThan(27 * day)

    const worker = createCheckoutWorker(deps)
    expect((await worker.tick(new Date(due.getTime() - 1000))).renewed).toBe(0)
    expect((await worker.tick(due)).renewed).toBe(1)
    // Ticking again (another worker, a retry) does not charge the cycle twice.
    expect((await worker.tick(due)).renewed).toBe(0)
    const renewed = await ctx.storage.db
      .selectFrom('subscriptions')
      .select(['cyclesBilled', 'status'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(renewed).toEqual({ cyclesBilled: 2, status: 'active' })
    const payments = await renewalPayments(ctx.storage, subscription.id, ['amountCents'])
    // Priced like the first order: (1800 + 500 standard shipping) plus 8% New York tax.
    expect(payments).toEqual([{ amountCents: 2484 }])
    const renewalMail = (await mailsToBuyer('sub@example.com')).find(
      (m) => m.subject === 'Fixture Shop: your subscription to Product beans renewed',
    )
    // Issue 14 point 4: the renewal mail says how often the plan is paid (SPEC §9 wording).
    expect(renewalMail?.textBody).toContain('We charged $24.84 for your subscription')
    expect(renewalMail?.textBody).toMatch(/Subscription: \$18\.00 every (month|\d+ months|week)/)

    const status = await app.inject({
      url: `/api/commerce/orders/${token}`,
      headers: { host: fx.host },
    })
    expect(status.json().order.subscription).toMatchObject({ status: 'active' })
  })

  it('retries a failed renewal, then marks the subscription past due, with failure mails', async () => {
    const { subscription } = await subscribe('late@example.com')
    await ctx.storage.db
      .updateTable('subscriptions')
      .set({ paymentToken: 'pm_test_declined_0000' })
      .where('id', '=', subscription.id)
      .execute()
    const worker = createCheckoutWorker(deps)
    let at = new Date(subscription.nextBillingAt ?? '')
    const statuses: string[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await worker.tick(at)).renewalsFailed).toBe(1)
      const row = await ctx.storage.db
        .selectFrom('subscriptions')
        .select(['status', 'nextBillingAt'])
        .where('id', '=', subscription.id)
        .executeTakeFirstOrThrow()
      statuses.push(row.status)
      if (row.nextBillingAt !== null) at = new Date(row.nextBillingAt)
    }
    expect(statuses).toEqual(['active', 'active', 'active', 'past_due'])
    const failures = (await mailsToBuyer('late@example.com')).filter((m) =>
      m.subject.startsWith('Fixture Shop: we could not renew'),
    )
    expect(failures).toHaveLength(4)
  })

  it('takes over a renewal claimed by a worker that died, after its lease', async () => {
    const { subscription } = await subscribe('crash@example.com')
    const due = new Date(subscription.nextBillingAt ?? '')
    await ctx.storage.db
      .insertInto('subscriptionRenewals')
      .values({
        id: `${subscription.id}:1:0`,
        subscriptionId: subscription.id,
        cycle: 1,
        attempt: 0,
        status: 'charging',
        amountCents: 1800,
        createdAt: due.toISOString(),
      })
      .execute()
    const worker = createCheckoutWorker(deps)
    expect((await worker.tick(new Date(due.getTime() + 60_000))).renewed).toBe(0)
    expect((await worker.tick(new Date(due.getTime() + 11 * 60_000))).renewed).toBe(1)
  })

  it('is cancelled from the order status link and then never charged', async () => {
    const { subscription, token } = await subscribe('bye@example.com')
    const cancel = await new CheckoutVisitor(app, fx.host).post(
      `/api/commerce/orders/${token}/subscription/cancel`,
      {},
    )
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json()).toEqual({ status: 'cancelled' })
    const worker = createCheckoutWorker(deps)
    await worker.tick(new Date(Date.now() + 400 * day))
    const row = await ctx.storage.db
      .selectFrom('subscriptions')
      .select(['status', 'cyclesBilled'])
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'cancelled', cyclesBilled: 1 })
    const again = await new CheckoutVisitor(app, fx.host).post(
      `/api/commerce/orders/${token}/subscription/cancel`,
      {},
    )
    expect(again.statusCode).toBe(409)
  })
})
