import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import { seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { createCheckoutWorker } from '../orders/checkout-worker.js'
import type { OrderDeps } from '../orders/order-deps.js'
import { nyAddress } from '../orders/testing/checkout-visitor.js'
import { defaultPaymentProviders } from '../payments/default-payment-providers.js'
import { saveStripeSettings } from '../payments/stripe/stripe-accounts.js'
import { stripeForSite } from '../payments/stripe/stripe-for-site.js'
import { startStripeTestServer } from '../payments/stripe/testing/stripe-test-server.js'
import type { StripeTestServer } from '../payments/stripe/testing/stripe-test-server.js'
import { SiteBrowser } from '../site-users/testing/site-browser.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

const keys = {
  publishableKey: 'pk_test_atelierSavedCards',
  secretKey: 'sk_test_atelierSavedCardsSecret',
  webhookSecret: 'whsec_atelierSavedCardsSigning',
}
const password = 'correct horse battery'
const cardsUrl = '/api/site-users/account/payment-methods'
let ids = 0

interface CardView {
  id: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
  isDefault: boolean
  subscriptions: Array<{ id: string }>
}

// Saved cards through Stripe, against the Stripe-compatible test server: the card a signed-in
// subscription checkout saves (a Customer's PaymentMethod) is listed from Stripe, made default
// (`invoice_settings.default_payment_method`), replaced by a SetupIntent the browser confirms
// (the next renewal charges it) and detached; a saved card pays at checkout through a
// PaymentIntent with `customer` + `payment_method` that Stripe confirms.
describeEachDialect('saved cards through Stripe', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let stripe: StripeTestServer
  let deps: OrderDeps
  let users = 0

  beforeAll(async () => {
    stripe = await startStripeTestServer(keys)
    app = await testApp(ctx, { stripeApiUrl: stripe.url })
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

  async function shopper() {
    const email = `stripe-cards${++users}@example.com`
    await createSiteUser(ctx.storage, { websiteId: fx.websiteId, email, password, now: new Date() })
    const browser = new SiteBrowser(app, fx.host)
    expect((await browser.signIn(email, password)).statusCode).toBe(200)
    return { email, browser }
  }

  /** What Stripe.js does: the publishable key and the client secret. */
  async function confirmInBrowser(kind: 'payment_intents' | 'setup_intents', secret: string) {
    const id = secret.replace(/_secret_.*$/, '')
    const answer = await fetch(`${stripe.url}/v1/${kind}/${id}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ payment_method: 'pm_card_visa', client_secret: secret }),
    })
    expect(answer.status).toBe(200)
    await stripe.settled()
    return id
  }

  async function subscribe(browser: SiteBrowser, email: string) {
    const cart = await browser.request('POST', '/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const placed = await browser.request('POST', '/api/commerce/orders', {
      cartToken: cart.json<{ cartToken: string }>().cartToken,
      email,
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `stripe-cards-${++ids}-${Date.now()}`,
      payment: { provider: 'stripe' },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const { order, payment } = placed.json<{
      order: { id: string }
      payment: { clientSecret: string }
    }>()
    await confirmInBrowser('payment_intents', payment.clientSecret)
    return ctx.storage.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow()
  }

  const cards = async (browser: SiteBrowser) => {
    const answer = await browser.request('GET', cardsUrl)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<{ cards: CardView[]; provider: string; stripePublishableKey: string }>()
  }
  const methodOf = (token: string | null) => token?.split('/')[1] ?? ''
  const customerOf = (token: string | null) => token?.split('/')[0] ?? ''

  it('lists the Customer’s saved card from Stripe and makes it the Customer’s default', async () => {
    const ada = await shopper()
    const subscription = await subscribe(ada.browser, ada.email)
    const listed = await cards(ada.browser)
    expect(listed).toMatchObject({ provider: 'stripe', stripePublishableKey: keys.publishableKey })
    // Stripe's fixture card: Visa, expiring 8/2030; the last 4 of the test method confirmed.
    expect(listed.cards).toEqual([
      expect.objectContaining({
        brand: 'visa',
        last4: '4242',
        expMonth: 8,
        expYear: 2030,
        isDefault: true,
        subscriptions: [expect.objectContaining({ id: subscription.id })],
      }),
    ])
    const card = listed.cards[0] as CardView
    expect((await ada.browser.request('POST', `${cardsUrl}/${card.id}/default`)).statusCode).toBe(
      200,
    )
    const customer = stripe
      .customers()
      .find((known) => known.id === customerOf(subscription.paymentToken))
    expect(customer?.invoice_settings.default_payment_method).toBe(
      methodOf(subscription.paymentToken),
    )
  })

  it("changes a subscription's card with a SetupIntent; the next renewal charges it; the old card is detached", async () => {
    const ada = await shopper()
    const subscription = await subscribe(ada.browser, ada.email)
    const oldMethod = methodOf(subscription.paymentToken)
    // The old card would now be refused: only the new one can pay the renewal.
    stripe.failSavedCard(oldMethod, 'card_declined')

    const setup = await ada.browser.request('POST', `${cardsUrl}/setup`, {
      idempotencyKey: `setup-${++ids}-${Date.now()}`,
    })
    expect(setup.statusCode, setup.body).toBe(200)
    const { clientSecret, publishableKey } = setup.json<{
      clientSecret: string
      publishableKey: string
    }>()
    expect(publishableKey).toBe(keys.publishableKey)
    const setupIntent = await confirmInBrowser('setup_intents', clientSecret)

    // Another account cannot use Ada's SetupIntent.
    const eve = await shopper()
    const eves = await subscribe(eve.browser, eve.email)
    const stolen = await eve.browser.request(
      'PUT',
      `/api/site-users/account/subscriptions/${eves.id}/payment-method`,
      { setupIntent },
    )
    expect(stolen.statusCode).toBe(402)

    const changed = await ada.browser.request(
      'PUT',
      `/api/site-users/account/subscriptions/${subscription.id}/payment-method`,
      { setupIntent },
    )
    expect(changed.statusCode, changed.body).toBe(200)
    const after = await ctx.storage.db
      .selectFrom('subscriptions')
      .select('paymentToken')
      .where('id', '=', subscription.id)
      .executeTakeFirstOrThrow()
    const newMethod = methodOf(after.paymentToken)
    expect(newMethod).not.toBe(oldMethod)
    // The new card joins the same Stripe customer.
    expect(customerOf(after.paymentToken)).toBe(customerOf(subscription.paymentToken))

    const before = stripe.events().length
    const worker = createCheckoutWorker(deps)
    expect(
      (await worker.tick(new Date(subscription.nextBillingAt ?? ''))).renewed,
    ).toBeGreaterThanOrEqual(1)
    await stripe.settled()
    const renewal = stripe
      .events()
      .slice(before)
      .map(
        (event) =>
          event.data.object as { object?: string; payment_method?: string; customer?: string },
      )
      .filter((object) => object.object === 'payment_intent')
      .find((object) => object.customer === customerOf(after.paymentToken))
    expect(renewal?.payment_method).toBe(newMethod)
    expect(
      await ctx.storage.db
        .selectFrom('subscriptions')
        .select(['status', 'cyclesBilled', 'failedAttempts'])
        .where('id', '=', subscription.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'active', cyclesBilled: 2, failedAttempts: 0 })

    // The old card pays for nothing now: removed, and detached at Stripe.
    const old = (await cards(ada.browser)).cards.find((card) => card.subscriptions.length === 0)
    expect(old).toBeDefined()
    expect((await ada.browser.request('DELETE', `${cardsUrl}/${old?.id}`)).statusCode).toBe(200)
    expect(stripe.paymentMethod(oldMethod)?.customer).toBe(null)
    expect((await cards(ada.browser)).cards).toHaveLength(1)
  })

  it('pays with a saved card at checkout: a PaymentIntent with customer and payment method, confirmed by Stripe', async () => {
    const ada = await shopper()
    const subscription = await subscribe(ada.browser, ada.email)
    const [card] = (await cards(ada.browser)).cards as [CardView]
    expect((await ada.browser.add(fx.id('lesson'), fx.sku('lesson'))).statusCode).toBe(200)
    const placed = await ada.browser.request('POST', '/api/commerce/orders', {
      email: ada.email,
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `stripe-cards-${++ids}-${Date.now()}`,
      payment: { provider: 'stripe', savedCardId: card.id },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    await stripe.settled()
    const { order } = placed.json<{ order: { id: string } }>()
    const row = await ctx.storage.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('paid')
    const payment = await ctx.storage.db
      .selectFrom('payments')
      .select(['providerReference', 'status'])
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(stripe.paymentIntent(payment.providerReference ?? '')).toMatchObject({
      status: 'succeeded',
      customer: customerOf(subscription.paymentToken),
      payment_method: methodOf(subscription.paymentToken),
    })

    // A declined saved card: the order is not paid, the shopper reads why.
    stripe.failSavedCard(methodOf(subscription.paymentToken), 'card_declined')
    expect((await ada.browser.add(fx.id('lesson'), fx.sku('lesson'))).statusCode).toBe(200)
    const declined = await ada.browser.request('POST', '/api/commerce/orders', {
      email: ada.email,
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `stripe-cards-${++ids}-${Date.now()}`,
      payment: { provider: 'stripe', savedCardId: card.id },
    })
    expect(declined.statusCode).toBe(402)
    expect(declined.json()).toMatchObject({ message: 'Your card was declined.' })
  })
})
