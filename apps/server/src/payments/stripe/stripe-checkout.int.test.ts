import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import type { OrderDeps } from '../../orders/order-deps.js'
import { reconcilePendingPayments } from '../../orders/reconcile-payments.js'
import { settlePayment } from '../../orders/settle-payment.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'
import { defaultPaymentProviders } from '../default-payment-providers.js'
import { saveStripeSettings } from './stripe-accounts.js'
import { stripeForSite } from './stripe-for-site.js'
import { startStripeTestServer } from './testing/stripe-test-server.js'
import type { StripeTestServer } from './testing/stripe-test-server.js'

// Stripe cannot be reached from tests: the SDK talks to the Stripe-compatible test server
// (`testing/stripe-test-server.ts`) through STRIPE_API_URL, and the browser's part (Stripe.js
// confirming the PaymentIntent with the publishable key and client secret) is played by calling
// that server's confirm endpoint the way Stripe.js does.
const keys = {
  publishableKey: 'pk_test_atelierSuite',
  secretKey: 'sk_test_atelierSuiteSecret',
  webhookSecret: 'whsec_atelierSuiteSigning',
}

describeEachDialect('payments through Stripe', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let stripe: StripeTestServer
  let deps: OrderDeps

  beforeAll(async () => {
    stripe = await startStripeTestServer(keys)
    app = await testApp(ctx, { stripeApiUrl: stripe.url })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    expect(await saveStripeSettings(ctx.storage.db, fx.websiteId, keys, new Date())).toBe(undefined)
    stripe.addWebhookEndpoint(webhookUrl(), keys.webhookSecret, async ({ headers, body }) => {
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
      now: () => new Date(),
      providers: defaultPaymentProviders(),
      mailer: createOutboxMailer(ctx.storage.db, () => new Date()),
      reservationMs: 60_000,
      stripeFor: stripeForSite(ctx.storage.db, stripe.url),
    }
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  const webhookUrl = () => `http://${fx.host}/api/commerce/payments/stripe/webhook`

  async function checkout(email: string, idempotencyKey?: string, visitor?: CheckoutVisitor) {
    const buyer = visitor ?? new CheckoutVisitor(app, fx.host)
    if (visitor === undefined) {
      await buyer.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    }
    const response = await buyer.order({
      email,
      payment: { provider: 'stripe' },
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    })
    expect(response.statusCode, response.body).toBe(201)
    const placed = response.json<{
      order: { id: string; grandTotalCents: number; testMode: boolean }
      confirmationUrl: string
      payment: { provider: string; clientSecret: string; publishableKey: string }
    }>()
    const intentId = placed.payment.clientSecret.replace(/_secret_.*$/, '')
    return { buyer, placed, intentId }
  }

  /** What Stripe.js does on `confirmPayment`: the publishable key and the client secret. */
  async function confirmInBrowser(clientSecret: string, paymentMethod: string) {
    const intentId = clientSecret.replace(/_secret_.*$/, '')
    const answer = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        payment_method: paymentMethod,
        client_secret: clientSecret,
      }).toString(),
    })
    return (await answer.json()) as {
      status: string
      last_payment_error: { decline_code?: string; message?: string } | null
    }
  }

  const orderRow = (id: string) =>
    ctx.storage.db
      .selectFrom('orders')
      .select(['status', 'refundedCents', 'amountDueCents', 'currency', 'testMode'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const timeline = (id: string) =>
    ctx.storage.db
      .selectFrom('orderEvents')
      .select(['kind', 'message', 'data'])
      .where('orderId', '=', id)
      .orderBy('createdAt')
      .execute()

  it('pays: the order waits on Stripe, then is paid by the signed success event', async () => {
    const { placed, intentId } = await checkout('pay@example.com')
    expect(placed.payment).toMatchObject({
      provider: 'stripe',
      publishableKey: keys.publishableKey,
    })
    expect(placed.order.testMode).toBe(true)
    expect(stripe.paymentIntent(intentId)).toMatchObject({
      amount: placed.order.grandTotalCents,
      currency: 'usd',
      metadata: { atelier_order: placed.order.id },
    })
    // The browser's word is not enough: nothing is paid before Stripe says so.
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    expect(await mailsTo(ctx.storage.db, 'pay@example.com')).toEqual([])

    const confirmed = await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    expect(confirmed.status).toBe('succeeded')
    await stripe.settled()
    expect((await orderRow(placed.order.id)).status).toBe('paid')
    expect((await mailsTo(ctx.storage.db, 'pay@example.com')).length).toBe(1)
    const payments = await ctx.storage.db
      .selectFrom('payments')
      .select(['status', 'provider', 'providerReference', 'amountCents'])
      .where('orderId', '=', placed.order.id)
      .where('status', '=', 'captured')
      .execute()
    expect(payments).toEqual([
      {
        status: 'captured',
        provider: 'stripe',
        providerReference: intentId,
        amountCents: placed.order.grandTotalCents,
      },
    ])
  })

  it('counts the purchase once Stripe confirms it: none while pending, one after a replayed webhook', async () => {
    const { placed } = await checkout('analytics@example.com')
    const purchases = () =>
      ctx.storage.db
        .selectFrom('analyticsEvents')
        .select(['value'])
        .where('kind', '=', 'order')
        .where('name', '=', placed.order.id)
        .execute()
    stripe.holdWebhooks(true)
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    // The browser says it paid; nothing counts before Stripe's signed event.
    expect(await purchases()).toEqual([])
    stripe.holdWebhooks(false)
    const succeeded = stripe.events().at(-1)!
    expect(succeeded.type).toBe('payment_intent.succeeded')
    expect(await stripe.deliver(succeeded)).toEqual([200])
    expect(await stripe.deliver(succeeded)).toEqual([200])
    expect(await purchases()).toEqual([{ value: placed.order.grandTotalCents }])
  })

  it('Afterpay / Clearpay: the redirect to the provider and back; paid and counted once, on the return', async () => {
    const on = { ...keys, afterpayClearpay: true }
    expect(await saveStripeSettings(ctx.storage.db, fx.websiteId, on, new Date())).toBe(undefined)
    const { placed, intentId } = await checkout('afterpay@example.com')
    const off = { ...keys, afterpayClearpay: false }
    expect(await saveStripeSettings(ctx.storage.db, fx.websiteId, off, new Date())).toBe(undefined)
    // The PaymentIntent allows Afterpay and carries the shipping address Stripe sends it.
    expect(stripe.paymentIntent(intentId)).toMatchObject({
      payment_method_types: ['card', 'afterpay_clearpay'],
      shipping: {
        name: 'Ada Lovelace',
        address: { line1: '1 Main St', postal_code: '10001', country: 'US', state: 'NY' },
      },
    })
    const returnUrl = `http://${fx.host}${placed.confirmationUrl}`
    stripe.holdWebhooks(true)
    const answer = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'payment_method_data[type]': 'afterpay_clearpay',
        return_url: returnUrl,
        client_secret: placed.payment.clientSecret,
      }).toString(),
    })
    const intent = (await answer.json()) as {
      status: string
      next_action: { type: string; redirect_to_url: { url: string } }
    }
    expect(intent.status).toBe('requires_action')
    expect(intent.next_action.type).toBe('redirect_to_url')
    const purchases = () =>
      ctx.storage.db
        .selectFrom('analyticsEvents')
        .select('value')
        .where('kind', '=', 'order')
        .where('name', '=', placed.order.id)
        .execute()
    // At the provider's page: nothing is paid or counted yet.
    const providerPage = await fetch(intent.next_action.redirect_to_url.url)
    expect(await providerPage.text()).toContain('Authorize test payment')
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    expect(await purchases()).toEqual([])

    const decide = new URL(
      intent.next_action.redirect_to_url.url.replace('/authorize/', '/decide/'),
    )
    decide.searchParams.set('outcome', 'authorize')
    const back = await fetch(decide, { redirect: 'manual' })
    expect(back.status).toBe(303)
    const location = new URL(back.headers.get('location') ?? '')
    expect(location.pathname).toBe(placed.confirmationUrl)
    expect(location.searchParams.get('redirect_status')).toBe('succeeded')
    // The return page asks Stripe (the webhook is held) and confirms the order.
    const page = await app.inject({
      url: `${location.pathname}${location.search}`,
      headers: { host: fx.host },
    })
    expect(page.body).toContain('Order Confirmed')
    expect((await orderRow(placed.order.id)).status).toBe('paid')
    stripe.holdWebhooks(false)
    expect(await stripe.deliver(stripe.events().at(-1)!)).toEqual([200])
    expect(await purchases()).toEqual([{ value: placed.order.grandTotalCents }])
  })

  it('declines: the order stays unpaid, and the lapsed reservation voids the intent and lets go', async () => {
    const { placed, intentId } = await checkout('decline@example.com')
    const declined = await confirmInBrowser(placed.payment.clientSecret, 'pm_card_chargeDeclined')
    expect(declined.status, JSON.stringify(declined)).toBe('requires_payment_method')
    expect(declined.last_payment_error?.message).toBe('Your card was declined.')
    await stripe.settled()
    // The shopper may still try another card in the Payment Element.
    expect((await orderRow(placed.order.id)).status).toBe('pending')

    await reconcilePendingPayments(deps, new Date(Date.now() + 3_600_000))
    expect((await orderRow(placed.order.id)).status).toBe('failed')
    expect(stripe.paymentIntent(intentId)?.status).toBe('canceled')
    expect(await mailsTo(ctx.storage.db, 'decline@example.com')).toEqual([])
  })

  it('insufficient funds: Stripe says so and the order is not paid', async () => {
    const { placed, intentId } = await checkout('funds@example.com')
    const answer = await confirmInBrowser(
      placed.payment.clientSecret,
      'pm_card_chargeDeclinedInsufficientFunds',
    )
    expect(answer.last_payment_error?.decline_code).toBe('insufficient_funds')
    await stripe.settled()
    const provider = await deps.stripeFor?.(fx.websiteId)
    expect(await provider?.retrieve(intentId)).toMatchObject({
      status: 'failed',
      failure: { code: 'insufficient-funds', message: 'Your card has insufficient funds.' },
    })
    await reconcilePendingPayments(deps, new Date())
    expect((await orderRow(placed.order.id)).status).toBe('pending')
  })

  it('authentication required (3-D Secure): the order waits, unpaid, while Stripe asks the shopper', async () => {
    const { placed, intentId } = await checkout('3ds@example.com')
    const answer = await confirmInBrowser(
      placed.payment.clientSecret,
      'pm_card_authenticationRequired',
    )
    // Stripe.js then shows the bank's challenge; the result comes as an event or a retrieval.
    expect(answer.status).toBe('requires_action')
    await reconcilePendingPayments(deps, new Date())
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    const provider = await deps.stripeFor?.(fx.websiteId)
    expect((await provider?.retrieve(intentId))?.status).toBe('requires_action')
  })

  it('answers a retried order (same key) with the same order and PaymentIntent', async () => {
    const buyer = new CheckoutVisitor(app, fx.host)
    await buyer.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    const key = `retry-${Date.now().toString(36)}`
    const before = stripe.events().length
    const first = await checkout('retry@example.com', key, buyer)
    const again = await checkout('retry@example.com', key, buyer)
    expect(again.placed.order.id).toBe(first.placed.order.id)
    expect(again.placed.payment.clientSecret).toBe(first.placed.payment.clientSecret)
    const intents = new Set(
      stripe
        .events()
        .slice(before)
        .map((event) => (event.data.object as { id: string }).id),
    )
    expect(intents.size).toBeLessThanOrEqual(1)
    // The SDK's idempotency key: the same key with another body is refused by Stripe.
    const reused = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.secretKey}`,
        'idempotency-key': `${first.placed.order.id}:authorize`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'amount=1&currency=usd',
    })
    expect(reused.status).toBe(400)
    expect(((await reused.json()) as { error: { type: string } }).error.type).toBe(
      'idempotency_error',
    )
  })

  it('refuses a webhook with a wrong signature (400) and changes nothing', async () => {
    const { placed } = await checkout('forged@example.com')
    stripe.holdWebhooks(true)
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    stripe.holdWebhooks(false)
    const succeeded = stripe.events().at(-1)
    expect(succeeded?.type).toBe('payment_intent.succeeded')
    expect(await stripe.deliver(succeeded!, { forgeSignature: true })).toEqual([400])
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/commerce/payments/stripe/webhook',
      headers: { host: fx.host, 'content-type': 'application/json' },
      payload: JSON.stringify(succeeded),
    })
    expect(unsigned.statusCode).toBe(400)
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    const applied = await ctx.storage.db
      .selectFrom('paymentEvents')
      .select('eventId')
      .where('eventId', '=', succeeded!.id)
      .execute()
    expect(applied).toEqual([])
    // The same event, signed by Stripe, is applied.
    expect(await stripe.deliver(succeeded!)).toEqual([200])
    expect((await orderRow(placed.order.id)).status).toBe('paid')
  })

  it('applies a replayed webhook once', async () => {
    const { placed } = await checkout('replay@example.com')
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    await stripe.settled()
    const succeeded = stripe.events().at(-1)!
    expect(await stripe.deliver(succeeded)).toEqual([200])
    expect(await stripe.deliver(succeeded)).toEqual([200])
    expect((await timeline(placed.order.id)).filter((event) => event.kind === 'paid')).toHaveLength(
      1,
    )
    expect(await mailsTo(ctx.storage.db, 'replay@example.com')).toHaveLength(1)
  })

  it('a refund event before the success event: the order ends paid with the refund recorded', async () => {
    const { placed, intentId } = await checkout('early-refund@example.com')
    stripe.holdWebhooks(true)
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    // Refunded from the Stripe dashboard (no Atelier metadata) before the success event arrived.
    const dashboard = await fetch(`${stripe.url}/v1/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `payment_intent=${intentId}&amount=300`,
    })
    expect(dashboard.status).toBe(200)
    stripe.holdWebhooks(false)
    const [succeeded, refunded] = stripe.events().slice(-2)
    expect([succeeded?.type, refunded?.type]).toEqual([
      'payment_intent.succeeded',
      'charge.refunded',
    ])
    expect(await stripe.deliver(refunded!)).toEqual([200])
    expect(await orderRow(placed.order.id)).toMatchObject({ status: 'paid', refundedCents: 300 })
    expect(await stripe.deliver(succeeded!)).toEqual([200])
    expect(await stripe.deliver(refunded!)).toEqual([200])
    expect(await orderRow(placed.order.id)).toMatchObject({ status: 'paid', refundedCents: 300 })
    expect((await timeline(placed.order.id)).filter((e) => e.kind === 'refunded')).toHaveLength(1)
    expect(await mailsTo(ctx.storage.db, 'early-refund@example.com')).toHaveLength(1)
  })

  it('reconciles a lost webhook by retrieving the PaymentIntent', async () => {
    const { placed } = await checkout('lost@example.com')
    stripe.holdWebhooks(true)
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    stripe.holdWebhooks(false)
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    expect(await reconcilePendingPayments(deps, new Date())).toBeGreaterThanOrEqual(1)
    expect((await orderRow(placed.order.id)).status).toBe('paid')
    expect(await mailsTo(ctx.storage.db, 'lost@example.com')).toHaveLength(1)
  })

  it('settles on the return URL by retrieving the PaymentIntent, never on the browser’s word', async () => {
    const { placed } = await checkout('return@example.com')
    const page = () =>
      app.inject({ url: placed.confirmationUrl, headers: { host: fx.host } }).then((r) => r.body)
    // Back before paying (or with a forged `redirect_status=succeeded`): still processing.
    const early = await app.inject({
      url: `${placed.confirmationUrl}?redirect_status=succeeded`,
      headers: { host: fx.host },
    })
    expect(early.body).toContain('Payment Processing')
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    stripe.holdWebhooks(true)
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    stripe.holdWebhooks(false)
    expect(await page()).toContain('Order Confirmed')
    expect((await orderRow(placed.order.id)).status).toBe('paid')
  })

  it('refunds in parts from the back office up to the total, then refuses one more', async () => {
    const { placed, intentId } = await checkout('parts@example.com')
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    await stripe.settled()
    const session = await signInOwner(ctx, app, fx.host)
    const refund = (amountCents: number, reason: string) =>
      app.inject({
        method: 'POST',
        url: `/api/editor/orders/${placed.order.id}/refunds`,
        headers: { host: fx.host, ...crumbHeaders(session) },
        payload: { lines: [], amountCents, reason },
      })
    const total = placed.order.grandTotalCents
    const first = await refund(1000, 'Chipped rim')
    expect(first.statusCode, first.body).toBe(200)
    const second = await refund(total - 1000, 'Returned')
    expect(second.statusCode, second.body).toBe(200)
    await stripe.settled()
    expect(stripe.refunds().filter((entry) => entry.payment_intent === intentId)).toMatchObject([
      { amount: 1000, metadata: { reason: 'Chipped rim' } },
      { amount: total - 1000, metadata: { reason: 'Returned' } },
    ])
    expect((await orderRow(placed.order.id)).refundedCents).toBe(total)
    // Shown on the order (who, when, why, Stripe's refund id) and mailed to the buyer.
    const refunds = (await timeline(placed.order.id)).filter((event) => event.kind === 'refunded')
    expect(refunds).toHaveLength(2)
    expect(ctx.storage.dialect.decodeJson(refunds[0]?.data)).toMatchObject({
      amountCents: 1000,
      reason: 'Chipped rim',
      refundId: expect.stringMatching(/^re_/),
    })
    const refundMails = (await mailsTo(ctx.storage.db, 'parts@example.com')).filter((mail) =>
      mail.subject.includes('refund for order'),
    )
    expect(refundMails).toHaveLength(2)
    expect(refundMails[0]?.textBody).toContain('Reason: Chipped rim')
    expect((await refund(1, 'One more')).statusCode).toBeGreaterThanOrEqual(400)
    // Stripe itself refuses more than was captured.
    const provider = await deps.stripeFor?.(fx.websiteId)
    expect(
      await provider?.refund({ reference: intentId, amountCents: 1, idempotencyKey: 'more' }),
    ).toMatchObject({ ok: false, code: 'refund-exceeds-capture' })
    expect(stripe.refunds().filter((entry) => entry.payment_intent === intentId)).toHaveLength(2)
  })

  it('confirms nothing when Stripe’s amount or currency differs from the order', async () => {
    const { placed, intentId } = await checkout('mismatch@example.com')
    stripe.holdWebhooks(true)
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    stripe.holdWebhooks(false)
    const provider = await deps.stripeFor?.(fx.websiteId)
    if (provider === undefined) throw new Error('expected Stripe for the site')
    const session = await provider.retrieve(intentId)
    expect(session.status).toBe('captured')
    const short = { ...session, amountCents: session.amountCents - 1 }
    expect(await settlePayment(deps, provider, placed.order.id, short)).toBe('mismatch')
    const euros = { ...session, currency: 'EUR' }
    expect(await settlePayment(deps, provider, placed.order.id, euros)).toBe('mismatch')
    expect((await orderRow(placed.order.id)).status).toBe('pending')
    expect(await settlePayment(deps, provider, placed.order.id, session)).toBe('paid')
  })

  it('records a dispute on the order with its amount and deadline', async () => {
    const { placed, intentId } = await checkout('dispute@example.com')
    await confirmInBrowser(placed.payment.clientSecret, 'pm_card_visa')
    await stripe.settled()
    stripe.dispute(intentId, 'product_not_received')
    await stripe.settled()
    const disputed = (await timeline(placed.order.id)).filter((event) => event.kind === 'disputed')
    expect(disputed).toHaveLength(1)
    const data = ctx.storage.dialect.decodeJson<Record<string, unknown>>(disputed[0]?.data)
    expect(data).toMatchObject({
      amountCents: placed.order.grandTotalCents,
      reason: 'product_not_received',
      status: 'needs_response',
      evidenceDueBy: expect.stringMatching(/^\d{4}-/),
    })
  })
})
