import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor, nyAddress } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'
import { saveStripeSettings, stripeSettingsStrings } from './stripe-accounts.js'
import { startStripeTestServer } from './testing/stripe-test-server.js'
import type { StripeTestServer } from './testing/stripe-test-server.js'

// Klarna and Afterpay / Clearpay through Stripe, against the Stripe-compatible test server (its
// account is in the United States): the owner's switches, the account's country, the shopper's
// country and the shipping address decide which methods the PaymentIntent allows, the quote names
// the same for the Payment Element, and a redirect method comes back through the return URL.
const keys = {
  publishableKey: 'pk_test_atelierKlarna',
  secretKey: 'sk_test_atelierKlarnaSecret',
  webhookSecret: 'whsec_atelierKlarnaSigning',
}
const torontoAddress = {
  ...nyAddress,
  city: 'Toronto',
  region: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
}

describeEachDialect('Klarna and Afterpay through Stripe', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let stripe: StripeTestServer
  let session: string

  beforeAll(async () => {
    stripe = await startStripeTestServer({ ...keys, accountCountry: 'US' })
    app = await testApp(ctx, { stripeApiUrl: stripe.url })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  const saveSettings = (payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/editor/store/settings/payments/stripe',
      headers: { host: fx.host, ...crumbHeaders(session) },
      payload: { ...keys, ...payload },
    })

  async function buyer(): Promise<CheckoutVisitor> {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    return visitor
  }

  async function order(visitor: CheckoutVisitor, body: Record<string, unknown> = {}) {
    const response = await visitor.order({ payment: { provider: 'stripe' }, ...body })
    expect(response.statusCode, response.body).toBe(201)
    const placed = response.json<{
      order: { id: string }
      confirmationUrl: string
      payment: { clientSecret: string }
    }>()
    return { placed, intentId: placed.payment.clientSecret.replace(/_secret_.*$/, '') }
  }

  /** What Stripe.js sends to confirm a redirect method with the publishable key. */
  async function confirmRedirect(clientSecret: string, type: string, returnUrl: string) {
    const intentId = clientSecret.replace(/_secret_.*$/, '')
    const answer = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        'payment_method_data[type]': type,
        return_url: returnUrl,
        client_secret: clientSecret,
      }).toString(),
    })
    return {
      status: answer.status,
      body: (await answer.json()) as {
        status?: string
        next_action?: { redirect_to_url: { url: string } }
        error?: { code: string; message: string }
      },
    }
  }

  const quoteTypes = async (visitor: CheckoutVisitor, address: object) =>
    (await visitor.quote({ shippingAddress: address, shippingOptionId: 'standard' })).json<{
      stripePaymentMethodTypes: string[] | null
    }>().stripePaymentMethodTypes

  it('offers the card alone until the owner turns a method on', async () => {
    expect((await saveSettings({})).statusCode).toBe(200)
    const visitor = await buyer()
    expect(await quoteTypes(visitor, nyAddress)).toEqual(['card'])
    const { placed, intentId } = await order(visitor)
    expect(stripe.paymentIntent(intentId)?.payment_method_types).toEqual(['card'])
    // Stripe refuses a method the PaymentIntent does not allow.
    const klarna = await confirmRedirect(placed.payment.clientSecret, 'klarna', 'http://x.test/')
    expect(klarna.status).toBe(400)
    expect(klarna.body.error?.code).toBe('payment_intent_invalid_parameter')
  })

  it('turns Klarna on by asking Stripe the account’s country, shown in the settings', async () => {
    const saved = await saveSettings({ klarna: true })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().stripe).toMatchObject({ klarna: true, accountCountry: 'US' })
    // Stripe unreachable: Klarna cannot be turned on for an account whose country is unknown.
    const other = { ...keys, secretKey: 'sk_test_anotherAccount', klarna: true }
    const refused = await saveStripeSettings(
      ctx.storage.db,
      'site-elsewhere',
      other,
      new Date(),
      () => Promise.reject(new Error('ECONNREFUSED')),
    )
    expect(refused).toEqual({ klarna: stripeSettingsStrings.accountUnreachable })
  })

  it('Klarna for a US shopper in dollars: to Klarna’s page and back, paid on Stripe’s word', async () => {
    expect((await saveSettings({ klarna: true })).statusCode).toBe(200)
    const visitor = await buyer()
    expect(await quoteTypes(visitor, nyAddress)).toEqual(['card', 'klarna'])
    const { placed, intentId } = await order(visitor)
    expect(stripe.paymentIntent(intentId)?.payment_method_types).toEqual(['card', 'klarna'])
    const returnUrl = `http://${fx.host}${placed.confirmationUrl}`
    const confirmed = await confirmRedirect(placed.payment.clientSecret, 'klarna', returnUrl)
    expect(confirmed.body.status).toBe('requires_action')
    const pageUrl = confirmed.body.next_action?.redirect_to_url.url ?? ''
    expect(pageUrl).toContain('/klarna/authorize/')
    expect(await (await fetch(pageUrl)).text()).toContain('Klarna test payment')
    const decide = new URL(pageUrl.replace('/authorize/', '/decide/'))
    decide.searchParams.set('outcome', 'authorize')
    const back = await fetch(decide, { redirect: 'manual' })
    const location = new URL(back.headers.get('location') ?? '')
    expect(location.pathname).toBe(placed.confirmationUrl)
    expect(location.searchParams.get('redirect_status')).toBe('succeeded')
    const page = await app.inject({
      url: `${location.pathname}${location.search}`,
      headers: { host: fx.host },
    })
    expect(page.body).toContain('Order Confirmed')
    const row = await ctx.storage.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', placed.order.id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('paid')
  })

  it('no Klarna for a Canadian shopper of a US account: neither in the quote nor at Stripe', async () => {
    expect((await saveSettings({ klarna: true })).statusCode).toBe(200)
    const visitor = await buyer()
    expect(await quoteTypes(visitor, torontoAddress)).toEqual(['card'])
    const { placed } = await order(visitor, { shippingAddress: torontoAddress })
    const klarna = await confirmRedirect(placed.payment.clientSecret, 'klarna', 'http://x.test/')
    expect(klarna.status).toBe(400)
  })

  it('Afterpay only with a shipping address, which the PaymentIntent carries; Stripe refuses it without', async () => {
    expect((await saveSettings({ klarna: false, afterpayClearpay: true })).statusCode).toBe(200)
    const visitor = await buyer()
    expect(await quoteTypes(visitor, nyAddress)).toEqual(['card', 'afterpay_clearpay'])
    const { intentId } = await order(visitor)
    expect(stripe.paymentIntent(intentId)?.shipping).toMatchObject({
      name: 'Ada Lovelace',
      address: { line1: '1 Main St', city: 'New York', postal_code: '10001', country: 'US' },
    })
    // An order without a shipping address is not offered Afterpay.
    const digital = await buyer()
    const { intentId: noShipping } = await order(digital, { shippingAddress: undefined })
    expect(stripe.paymentIntent(noShipping)?.payment_method_types).toEqual(['card'])
    // As Stripe does: an intent allowing Afterpay but without `shipping` cannot be confirmed with it.
    const made = await fetch(`${stripe.url}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        amount: '5000',
        currency: 'usd',
        'allowed_payment_method_types[0]': 'card',
        'allowed_payment_method_types[1]': 'afterpay_clearpay',
      }).toString(),
    })
    const bare = (await made.json()) as { client_secret: string }
    const refused = await confirmRedirect(bare.client_secret, 'afterpay_clearpay', 'http://x.test/')
    expect(refused.status).toBe(400)
    expect(refused.body.error?.code).toBe('parameter_missing')
    expect((await saveSettings({ afterpayClearpay: false })).statusCode).toBe(200)
  })
})
