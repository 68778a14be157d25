import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { CheckoutVisitor, declinedCard, goodCard } from '../orders/testing/checkout-visitor.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { createCheckoutWorker } from '../orders/checkout-worker.js'
import { defaultPaymentProviders } from '../payments/default-payment-providers.js'
import { saveStripeSettings } from '../payments/stripe/stripe-accounts.js'
import { stripeForSite } from '../payments/stripe/stripe-for-site.js'
import { startStripeTestServer } from '../payments/stripe/testing/stripe-test-server.js'
import type { StripeTestServer } from '../payments/stripe/testing/stripe-test-server.js'
import { importSite } from '../sites/import-site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { mailsTo } from '../testing/outbox-mails.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

const keys = {
  publishableKey: 'pk_test_donations',
  secretKey: 'sk_test_donationsSecret',
  webhookSecret: 'whsec_donationsSigning',
}

const donationBlock = (id: string, row: number, allowCustomAmount: boolean) => ({
  id,
  type: 'donation',
  position: { row, col: 0, span: 12 },
  value: {
    title: 'Support the studio',
    description: 'Clay, kilns and classes.',
    suggestedAmountsCents: [1000, 2500],
    allowCustomAmount,
    offerMonthly: false,
    buttonLabel: 'Donate',
  },
})

describeEachDialect('donations', (ctx) => {
  const websiteId = `site-give-${Date.now().toString(36)}`
  const host = `${websiteId}.example`
  let app: FastifyInstance
  let stripe: StripeTestServer
  let sequence = 0

  beforeAll(async () => {
    stripe = await startStripeTestServer(keys)
    app = await testApp(ctx, { stripeApiUrl: stripe.url })
    const bundle = await sampleBundle(websiteId, host)
    const layout = {
      schemaVersion: 1,
      columns: 12,
      blocks: [donationBlock('give', 0, true), donationBlock('fixed', 1, false)],
    }
    bundle.collections = (bundle.collections ?? []).map((collection, index) =>
      index === 0 ? { ...(collection as object), layout } : collection,
    )
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      bundle,
    )
    stripe.addWebhookEndpoint(
      `http://${host}/api/commerce/payments/stripe/webhook`,
      keys.webhookSecret,
      async ({ headers, body }) =>
        (
          await app.inject({
            method: 'POST',
            url: '/api/commerce/payments/stripe/webhook',
            headers: { ...headers, host },
            payload: body,
          })
        ).statusCode,
    )
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  async function give(
    body: Record<string, unknown>,
    card: Record<string, unknown> | null = goodCard,
  ) {
    const visitor = new CheckoutVisitor(app, host)
    const payment =
      card === null
        ? { provider: 'stripe' }
        : { provider: 'test', token: await visitor.tokenize(card) }
    return visitor.post('/api/commerce/donations', {
      blockId: 'give',
      amountCents: 2500,
      email: 'giver@example.com',
      name: 'Grace Hopper',
      idempotencyKey: `give-${Date.now().toString(36)}-${sequence++}`,
      payment,
      ...body,
    })
  }
  const page = (url: string) => app.inject({ url, headers: { host } })
  const pageType = async (url: string) =>
    (await page(`${url}${url.includes('?') ? '&' : '?'}format=json`)).json<{
      atelier: { pageType: number }
    }>().atelier.pageType

  it('shows the donation block as a form to the donate page (203)', async () => {
    const home = await page('/')
    expect(home.body).toContain('<form class="donation-form" method="get" action="/donate">')
    expect(home.body).toContain('value="2500"')
    expect(home.body).toContain('Other amount')
    expect(await pageType('/donate?block=give&amount=2500')).toBe(203)
    const donate = await page('/donate?block=give&amount=2500')
    expect(donate.body).toContain('data-island="donate"')
    expect(donate.headers['content-security-policy']).toContain("script-src 'self'")
    expect((await page('/donate?block=nowhere')).statusCode).toBe(404)
  })

  it('takes a gift by test card: paid, page 204, one receipt mail with the site’s link', async () => {
    const answer = await give({ amountCents: 1234, email: 'paid@example.com' })
    expect(answer.statusCode, answer.body).toBe(201)
    const given = answer.json<{ donation: { status: string }; confirmationUrl: string }>()
    expect(given.donation).toMatchObject({ status: 'paid', amountCents: 1234, currency: 'USD' })
    expect(await pageType(given.confirmationUrl)).toBe(204)
    expect((await page(given.confirmationUrl)).body).toContain(
      'Your contribution of $12.34 has been received.',
    )
    const mails = await mailsTo(ctx.storage.db, 'paid@example.com')
    expect(mails).toHaveLength(1)
    const receipt = await ctx.storage.db
      .selectFrom('outbox')
      .select(['subject', 'textBody'])
      .where('recipient', '=', 'paid@example.com')
      .executeTakeFirstOrThrow()
    expect(receipt.subject).toBe('Clay & Bean: thank you for your donation')
    expect(receipt.textBody).toContain('Thank you for your donation of $12.34 to Clay & Bean')
    expect(receipt.textBody).toContain(`https://${host}${given.confirmationUrl}`)
  })

  it('answers a retried gift (same key) with the same gift, charged once', async () => {
    const body = { idempotencyKey: 'give-retry-0001', email: 'retry@example.com' }
    const first = await give(body)
    const second = await give(body)
    expect(second.json().donation.id).toBe(first.json().donation.id)
    expect(await mailsTo(ctx.storage.db, 'retry@example.com')).toHaveLength(1)
  })

  it('refuses a declined card (402): nothing paid, no mail, no page 204', async () => {
    const answer = await give({ email: 'declined@example.com' }, declinedCard)
    expect(answer.statusCode).toBe(402)
    expect(answer.json().message).toMatch(/declined/i)
    expect(await mailsTo(ctx.storage.db, 'declined@example.com')).toEqual([])
  })

  it.each([
    [{ amountCents: 0 }, 'amountCents', 'Enter an amount above zero.'],
    [{ amountCents: -500 }, 'amountCents', 'Enter an amount above zero.'],
    [{ amountCents: 12.5 }, 'amountCents', 'Enter an amount above zero.'],
    [{ amountCents: 1_000_000_001 }, 'amountCents', 'Enter an amount of at most $10,000,000.00.'],
    [
      { blockId: 'fixed', amountCents: 1234 },
      'amountCents',
      'Choose one of the suggested amounts.',
    ],
    [{ blockId: 'nowhere' }, 'blockId', 'This donation form is no longer on the site.'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
    [{ monthly: true }, 'monthly', 'This form takes one-off gifts only.'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const answer = await give(body)
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errors).toEqual({ [field]: message })
  })

  it('refuses a non-number amount and NUL bytes at the edge', async () => {
    expect((await give({ amountCents: 'lots' })).statusCode).toBe(400)
    expect((await give({ amountCents: null })).statusCode).toBe(400)
    expect((await give({ name: 'Grace\u0000' })).statusCode).toBe(400)
  })

  it('through Stripe: pending (no 204, no mail) until the signed webhook, then paid once', async () => {
    expect(await saveStripeSettings(ctx.storage.db, websiteId, keys, new Date())).toBe(undefined)
    const answer = await give({ email: 'stripe-giver@example.com', amountCents: 5000 }, null)
    expect(answer.statusCode, answer.body).toBe(201)
    const given = answer.json<{
      donation: { status: string }
      confirmationUrl: string
      payment: { clientSecret: string; publishableKey: string }
    }>()
    expect(given.donation.status).toBe('pending')
    expect(given.payment.publishableKey).toBe(keys.publishableKey)
    expect(await pageType(given.confirmationUrl)).toBe(203)
    expect((await page(given.confirmationUrl)).body).toContain('Payment Processing')

    const intentId = given.payment.clientSecret.replace(/_secret_.*$/, '')
    const confirmed = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${keys.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        payment_method: 'pm_card_visa',
        client_secret: given.payment.clientSecret,
      }).toString(),
    })
    expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded')
    await stripe.settled()
    const succeeded = stripe.events().at(-1)!
    expect(await stripe.deliver(succeeded)).toEqual([200])
    expect(await pageType(given.confirmationUrl)).toBe(204)
    expect(await mailsTo(ctx.storage.db, 'stripe-giver@example.com')).toHaveLength(1)
  })

  it('the worker settles gifts whose webhook was lost: paid with one receipt, or failed', async () => {
    expect(await saveStripeSettings(ctx.storage.db, websiteId, keys, new Date())).toBe(undefined)
    stripe.holdWebhooks(true)
    const confirmWith = async (email: string, paymentMethod: string) => {
      const answer = await give({ email, amountCents: 3000 }, null)
      const { payment, donation } = answer.json<{
        donation: { id: string }
        payment: { clientSecret: string }
      }>()
      await fetch(
        `${stripe.url}/v1/payment_intents/${payment.clientSecret.replace(/_secret_.*$/, '')}/confirm`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${keys.publishableKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            payment_method: paymentMethod,
            client_secret: payment.clientSecret,
          }).toString(),
        },
      )
      return donation.id
    }
    const paid = await confirmWith('lost-webhook@example.com', 'pm_card_visa')
    const declined = await confirmWith('lost-decline@example.com', 'pm_card_chargeDeclined')
    const status = async (id: string) =>
      (
        await ctx.storage.db
          .selectFrom('donations')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status
    expect([await status(paid), await status(declined)]).toEqual(['pending', 'pending'])
    const deps = {
      storage: ctx.storage,
      now: () => new Date(),
      providers: defaultPaymentProviders(),
      mailer: createOutboxMailer(ctx.storage.db, () => new Date()),
      reservationMs: 60_000,
      stripeFor: stripeForSite(ctx.storage.db, stripe.url),
    }
    const tick = await createCheckoutWorker(deps).tick(new Date())
    expect(tick.giftsReconciled).toBeGreaterThanOrEqual(2)
    expect([await status(paid), await status(declined)]).toEqual(['paid', 'failed'])
    expect(await mailsTo(ctx.storage.db, 'lost-webhook@example.com')).toHaveLength(1)
    // Settled once: the next tick and the late webhooks change nothing.
    await createCheckoutWorker(deps).tick(new Date())
    stripe.holdWebhooks(false)
    for (const event of stripe.events().slice(-2)) await stripe.deliver(event)
    expect(await mailsTo(ctx.storage.db, 'lost-webhook@example.com')).toHaveLength(1)
    expect(await mailsTo(ctx.storage.db, 'lost-decline@example.com')).toHaveLength(0)
  })

  it('lists paid gifts to the owner, with the CSV export; pending and failed ones are left out', async () => {
    expect((await page('/api/editor/donations')).statusCode).toBe(401)
    const session = await signInOwner(ctx, app, host)
    const headers = { host, ...crumbHeaders(session) }
    const list = await app.inject({ url: '/api/editor/donations', headers })
    expect(list.statusCode).toBe(200)
    const donations = list.json<{ donations: Array<{ email: string; amountCents: number }> }>()
      .donations
    expect(donations.map((gift) => gift.email)).toContain('paid@example.com')
    expect(donations.map((gift) => gift.email)).not.toContain('declined@example.com')
    const csv = await app.inject({ url: '/api/editor/donations.csv', headers })
    expect(csv.headers['content-type']).toContain('text/csv')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('Date,Email,Name,Amount,Currency,Test,Monthly')
    expect(lines.find((line) => line.includes('paid@example.com'))).toMatch(
      /,paid@example\.com,Grace Hopper,12\.34,USD,yes,$/,
    )
    expect(lines).toHaveLength(donations.length + 1)
  })
})
