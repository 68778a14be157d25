import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { createCheckoutWorker } from '../../orders/checkout-worker.js'
import type { OrderDeps } from '../../orders/order-deps.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'
import { defaultPaymentProviders } from '../default-payment-providers.js'
import { saveStripeSettings } from './stripe-accounts.js'
import { stripeForSite } from './stripe-for-site.js'
import { startStripeTestServer } from './testing/stripe-test-server.js'
import type { StripeTestServer } from './testing/stripe-test-server.js'

// Subscriptions through Stripe, against the Stripe-compatible test server: the first checkout
// saves the card to a Customer (`setup_future_usage: 'off_session'`), renewals charge it
// off-session, refusals start dunning, and disputes reach the order and the owner.
const keys = {
  publishableKey: 'pk_test_atelierRenewals',
  secretKey: 'sk_test_atelierRenewalsSecret',
  webhookSecret: 'whsec_atelierRenewalsSigning',
}

describeEachDialect('subscriptions through Stripe', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let stripe: StripeTestServer
  let deps: OrderDeps
  let clock = new Date()

  beforeAll(async () => {
    stripe = await startStripeTestServer(keys)
    app = await testApp(ctx, { stripeApiUrl: stripe.url, now: () => clock })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    expect(await saveStripeSettings(ctx.storage.db, fx.websiteId, keys, new Date())).toBe(undefined)
    stripe.addWebhookEndpoint('webhook', keys.webhookSecret, async ({ headers, body }) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/commerce/payments/stripe/webhook',
        headers: { ...headers, host: fx.host },
        payload: body,
      })
      return answer.statusCode
    })
    deps = {
      storage: ctx.storage,
      now: () => clock,
      providers: defaultPaymentProviders(),
      mailer: createOutboxMailer(ctx.storage.db, () => clock),
      reservationMs: 60_000,
      stripeFor: stripeForSite(ctx.storage.db, stripe.url),
    }
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  const tick = async (at: Date) => {
    clock = at
    const result = await createCheckoutWorker(deps).tick(at)
    await stripe.settled()
    return result
  }
  const row = (orderId: string) =>
    ctx.storage.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('orderId', '=', orderId)
      .executeTakeFirstOrThrow()

  /** What Stripe.js does on `confirmPayment`: the publishable key and the client secret. */
  async function confirmInBrowser(clientSecret: string, paymentMethod: string) {
    const intentId = clientSecret.replace(/_secret_.*$/, '')
    const answer = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_method: paymentMethod, client_secret: clientSecret }),
    })
    expect(answer.status).toBe(200)
    await stripe.settled()
  }

  async function subscribe(email: string) {
    clock = new Date()
    const visitor = new CheckoutVisitor(app, fx.host)
    const cart = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const placed = await visitor.order({
      cartToken: cart.json().cartToken,
      email,
      payment: { provider: 'stripe' },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const { order, payment } = placed.json<{
      order: { id: string }
      payment: { clientSecret: string }
    }>()
    await confirmInBrowser(payment.clientSecret, 'pm_card_visa')
    return { visitor, orderId: order.id, intentId: payment.clientSecret.split('_secret_')[0] ?? '' }
  }

  const savedMethodOf = (token: string | null) => token?.split('/')[1] ?? ''

  it('saves the card at the first checkout and charges renewals off-session', async () => {
    const { orderId, intentId } = await subscribe('stripe-renew@example.com')
    const first = stripe.paymentIntent(intentId)
    expect(first).toMatchObject({ status: 'succeeded', setup_future_usage: 'off_session' })
    expect(stripe.customers().find((c) => c.id === first?.customer)?.email).toBe(
      'stripe-renew@example.com',
    )
    const subscription = await row(orderId)
    expect(subscription).toMatchObject({ status: 'active', provider: 'stripe', cyclesBilled: 1 })
    expect(subscription.paymentToken).toBe(
      `${String(first?.customer)}/${String(first?.payment_method)}`,
    )
    expect(stripe.paymentMethod(savedMethodOf(subscription.paymentToken))?.customer).toBe(
      first?.customer,
    )

    const before = stripe.events().length
    expect((await tick(new Date(subscription.nextBillingAt ?? ''))).renewed).toBe(1)
    const renewal = stripe
      .events()
      .slice(before)
      .find((event) => event.type === 'payment_intent.succeeded')?.data.object as
      { id: string; customer: string; payment_method: string } | undefined
    expect(renewal).toMatchObject({
      customer: first?.customer,
      payment_method: savedMethodOf(subscription.paymentToken),
    })
    expect(await row(orderId)).toMatchObject({ status: 'active', cyclesBilled: 2 })
    const payment = await ctx.storage.db
      .selectFrom('payments')
      .select(['status', 'provider', 'providerReference'])
      .where('subscriptionId', '=', subscription.id)
      .executeTakeFirstOrThrow()
    expect(payment).toEqual({
      status: 'captured',
      provider: 'stripe',
      providerReference: renewal?.id,
    })
  })

  it('dunning: a declined renewal is paid through the mail link with Stripe, then active again', async () => {
    const { orderId } = await subscribe('stripe-dunning@example.com')
    const subscription = await row(orderId)
    stripe.failSavedCard(savedMethodOf(subscription.paymentToken), 'card_declined')
    expect((await tick(new Date(subscription.nextBillingAt ?? ''))).renewalsFailed).toBe(1)
    expect(await row(orderId)).toMatchObject({
      status: 'active',
      failedAttempts: 1,
      lastFailureCode: 'declined',
    })
    const mail = (await mailsTo(ctx.storage.db, 'stripe-dunning@example.com')).find((sent) =>
      sent.subject.includes('could not renew'),
    )
    const link = /pay with another card: (\S+)/.exec(mail?.textBody ?? '')?.[1] ?? ''
    const path = new URL(link).pathname
    const visitor = new CheckoutVisitor(app, fx.host)
    const page = await visitor.get(path)
    expect(page.body).toContain(`data-stripe-key="${keys.publishableKey}"`)
    const answer = await visitor.post(
      `/api/commerce/subscriptions/pay/${path.split('/').pop() ?? ''}`,
      {
        payment: { provider: 'stripe' },
      },
    )
    expect(answer.statusCode, answer.body).toBe(200)
    const pending = answer.json<{ status: string; payment: { clientSecret: string } }>()
    expect(pending.status).toBe('pending')
    // Nothing changes before Stripe says the money arrived.
    expect((await row(orderId)).failedAttempts).toBe(1)
    // A second click answers the same payment, not a second renewal order.
    const twice = await visitor.post(
      `/api/commerce/subscriptions/pay/${path.split('/').pop() ?? ''}`,
      { payment: { provider: 'stripe' } },
    )
    expect(twice.json().payment.clientSecret).toBe(pending.payment.clientSecret)
    await confirmInBrowser(pending.payment.clientSecret, 'pm_card_visa')
    const after = await row(orderId)
    expect(after).toMatchObject({ status: 'active', failedAttempts: 0, cyclesBilled: 2 })
    expect(after.paymentToken).not.toBe(subscription.paymentToken)
    expect((await visitor.get(path)).body).toContain('Nothing is due on this subscription.')
  })

  it('authentication required off-session: the subscriber is asked to confirm', async () => {
    const { orderId } = await subscribe('stripe-3ds@example.com')
    const subscription = await row(orderId)
    stripe.failSavedCard(savedMethodOf(subscription.paymentToken), 'authentication_required')
    expect((await tick(new Date(subscription.nextBillingAt ?? ''))).renewalsFailed).toBe(1)
    expect(await row(orderId)).toMatchObject({
      status: 'active',
      lastFailureCode: 'authentication-required',
      lastFailureMessage: 'Your bank asks you to confirm this payment.',
    })
    const subjects = (await mailsTo(ctx.storage.db, 'stripe-3ds@example.com')).map((m) => m.subject)
    expect(subjects.some((subject) => subject.includes('please confirm the payment'))).toBe(true)
  })

  it('a renewal due while the site has Stripe off fails into dunning instead of waiting unseen', async () => {
    const { orderId } = await subscribe('stripe-off@example.com')
    const subscription = await row(orderId)
    const off: OrderDeps = { ...deps, stripeFor: async () => undefined }
    clock = new Date(subscription.nextBillingAt ?? '')
    expect((await createCheckoutWorker(off).tick(clock)).renewalsFailed).toBe(1)
    expect(await row(orderId)).toMatchObject({
      status: 'active',
      failedAttempts: 1,
      lastFailureMessage: 'Stripe payments are not set up for this site.',
    })
    const subjects = (await mailsTo(ctx.storage.db, 'stripe-off@example.com')).map((m) => m.subject)
    expect(subjects.some((subject) => subject.includes('could not renew'))).toBe(true)
  })

  it('records a dispute once (a replay is a no-op), mails the owner and shows it on the order', async () => {
    const session = await signInOwner(ctx, app, fx.host)
    const { orderId, intentId } = await subscribe('stripe-dispute@example.com')
    const dispute = stripe.dispute(intentId, 'product_not_received')
    await stripe.settled()
    const created = stripe.events().findLast((event) => event.type === 'charge.dispute.created')
    if (created === undefined) throw new Error('no dispute event')
    expect(await stripe.deliver(created)).toEqual([200])
    const disputed = await ctx.storage.db
      .selectFrom('orderEvents')
      .select('message')
      .where('orderId', '=', orderId)
      .where('kind', '=', 'disputed')
      .execute()
    expect(disputed).toEqual([{ message: 'Payment disputed' }])
    const ownerMails = await ctx.storage.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('websiteId', '=', fx.websiteId)
      .where('subject', 'like', '%is disputed')
      .execute()
    expect(ownerMails).toHaveLength(1)
    expect(ownerMails[0]?.textBody).toContain('(reason: product not received)')
    expect(ownerMails[0]?.textBody).toContain(`https://${fx.host}/config/`)

    stripe.updateDispute(dispute.id, 'under_review')
    // Delivered at once, in any order: the closed one wins.
    stripe.updateDispute(dispute.id, 'won')
    await stripe.settled()
    const detail = await app.inject({
      method: 'GET',
      url: `/api/editor/orders/${orderId}`,
      headers: { host: fx.host, ...crumbHeaders(session) },
    })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().disputes).toEqual([
      {
        id: dispute.id,
        amountCents: dispute.amount,
        currency: 'USD',
        reason: 'product_not_received',
        status: 'won',
        evidenceDueBy: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.any(String),
      },
    ])
    // Only the opening is mailed.
    const again = await ctx.storage.db
      .selectFrom('outbox')
      .select('id')
      .where('websiteId', '=', fx.websiteId)
      .where('subject', 'like', '%is disputed')
      .execute()
    expect(again).toHaveLength(1)
  })
})
