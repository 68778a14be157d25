import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { testApp } from '../../testing/test-app.js'
import { saveStripeSettings } from './stripe-accounts.js'
import { startStripeTestServer } from './testing/stripe-test-server.js'
import type { StripeTestServer } from './testing/stripe-test-server.js'

// A timeout after Stripe did the work: the test server makes the PaymentIntent, then drops the
// connection before answering. The SDK retries (`maxNetworkRetries`) with the same
// Idempotency-Key, Stripe answers the first outcome again, and the shopper is charged once.
const keys = {
  publishableKey: 'pk_test_atelierRetry',
  secretKey: 'sk_test_atelierRetrySecret',
  webhookSecret: 'whsec_atelierRetrySigning',
}

describeEachDialect('Stripe: idempotent retry after a timeout', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let stripe: StripeTestServer

  beforeAll(async () => {
    stripe = await startStripeTestServer(keys)
    app = await testApp(ctx, { stripeApiUrl: stripe.url })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    expect(await saveStripeSettings(ctx.storage.db, fx.websiteId, keys, new Date())).toBe(undefined)
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  it('a PaymentIntent whose answer was lost is learnt by the retry with the same key: one intent', async () => {
    const buyer = new CheckoutVisitor(app, fx.host)
    await buyer.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
    stripe.loseNextAnswer('/v1/payment_intents')
    const response = await buyer.order({ payment: { provider: 'stripe' } })
    expect(response.statusCode, response.body).toBe(201)
    const placed = response.json<{ order: { id: string }; payment: { clientSecret: string } }>()
    const intentId = placed.payment.clientSecret.replace(/_secret_.*$/, '')
    // Exactly one PaymentIntent was made for the order, and it is the one the order waits on.
    const made = stripe
      .paymentIntents()
      .filter((intent) => intent.metadata.atelier_order === placed.order.id)
    expect(made.map((intent) => intent.id)).toEqual([intentId])
    const payment = await ctx.storage.db
      .selectFrom('payments')
      .select(['providerReference', 'status'])
      .where('orderId', '=', placed.order.id)
      .execute()
    expect(payment).toEqual([{ providerReference: intentId, status: 'pending' }])
    expect(stripe.paymentIntent(intentId)?.status).toBe('requires_payment_method')
  })
})
