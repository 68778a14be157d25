import { startStripeTestServer } from './stripe-test-server.js'

/**
 * Starts the Stripe-compatible test server alone, to try a Stripe checkout locally with test keys:
 * `npm run stripe-test-server` (README, "Payments"). Point Atelier at it with STRIPE_API_URL and
 * enter the same keys in Store Settings → Payments; events go to STRIPE_WEBHOOK_URL, signed with
 * STRIPE_WEBHOOK_SECRET; STRIPE_ACCOUNT_COUNTRY (US by default) is the test account's country.
 */
const env = process.env
const server = await startStripeTestServer({
  secretKey: env.STRIPE_SECRET_KEY ?? 'sk_test_atelier',
  publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_atelier',
  port: Number(env.STRIPE_TEST_PORT ?? 12111),
  // The account's country (`GET /v1/account`): which shoppers Klarna takes.
  accountCountry: env.STRIPE_ACCOUNT_COUNTRY ?? 'US',
})
const webhookUrl =
  env.STRIPE_WEBHOOK_URL ?? 'http://localhost:3000/api/commerce/payments/stripe/webhook'
server.addWebhookEndpoint(webhookUrl, env.STRIPE_WEBHOOK_SECRET ?? 'whsec_atelier')
process.stdout.write(
  `Stripe-compatible test server on ${server.url} (STRIPE_API_URL=${server.url}); events to ${webhookUrl}\n`,
)
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
