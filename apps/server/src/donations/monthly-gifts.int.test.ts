import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { createCheckoutWorker } from '../orders/checkout-worker.js'
import { CheckoutVisitor, goodCard } from '../orders/testing/checkout-visitor.js'
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

// The test provider's card that pays now and is declined on every later off-session charge.
const declinesLater = { ...goodCard, number: '4000 0000 0000 0341' }
const day = 24 * 60 * 60 * 1000
const keys = {
  publishableKey: 'pk_test_monthlyGifts',
  secretKey: 'sk_test_monthlyGiftsSecret',
  webhookSecret: 'whsec_monthlyGifts',
}

describeEachDialect('monthly gifts', (ctx) => {
  const websiteId = `site-monthly-${Date.now().toString(36)}`
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
      blocks: [
        {
          id: 'give',
          type: 'donation',
          position: { row: 0, col: 0, span: 12 },
          value: {
            title: 'Support the studio',
            description: 'Clay, kilns and classes.',
            suggestedAmountsCents: [1000, 2500],
            allowCustomAmount: true,
            offerMonthly: true,
            buttonLabel: 'Donate',
          },
        },
      ],
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
  })
  afterAll(async () => {
    await app.close()
    await stripe.close()
  })

  async function giveMonthly(email: string, card = goodCard) {
    const visitor = new CheckoutVisitor(app, host)
    const answer = await visitor.post('/api/commerce/donations', {
      blockId: 'give',
      amountCents: 2500,
      email,
      name: 'Grace Hopper',
      monthly: true,
      idempotencyKey: `monthly-${Date.now().toString(36)}-${sequence++}`,
      payment: { provider: 'test', token: await visitor.tokenize(card) },
    })
    expect(answer.statusCode, answer.body).toBe(201)
    return answer.json<{ donation: { id: string; status: string } }>()
  }
  const worker = (at: Date) =>
    createCheckoutWorker({
      storage: ctx.storage,
      now: () => at,
      providers: defaultPaymentProviders(),
      mailer: createOutboxMailer(ctx.storage.db, () => at),
      reservationMs: 60_000,
      stripeFor: stripeForSite(ctx.storage.db, stripe.url),
    }).tick(at)
  const giftOf = async (email: string) =>
    ctx.storage.db
      .selectFrom('monthlyGifts')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  const paidMonths = async (giftId: string) =>
    (
      await ctx.storage.db
        .selectFrom('donations')
        .select(['status', 'amountCents'])
        .where('monthlyGiftId', '=', giftId)
        .where('status', '=', 'paid')
        .execute()
    ).length
  const inDays = (days: number) => new Date(Date.now() + days * day)

  it('charges the first month at once, then the worker each month once, with a cancel link that stops it', async () => {
    const given = await giveMonthly('monthly@example.com')
    expect(given.donation.status).toBe('paid')
    const gift = await giftOf('monthly@example.com')
    expect(gift).toMatchObject({ status: 'active', amountCents: 2500, monthsCharged: 1 })
    expect(gift.paymentToken).not.toBeNull()
    expect(await paidMonths(gift.id)).toBe(1)
    const first = await mailsTo(ctx.storage.db, 'monthly@example.com')
    expect(first).toHaveLength(1)
    expect(first[0]?.textBody).toContain(
      `Cancel your monthly gift: https://${host}/donate/monthly/cancel/`,
    )

    // Not due yet: nothing charged.
    await worker(inDays(10))
    expect(await paidMonths(gift.id)).toBe(1)
    // The next month, run twice: charged once.
    await worker(inDays(32))
    await worker(inDays(32))
    expect(await paidMonths(gift.id)).toBe(2)
    expect((await giftOf('monthly@example.com')).monthsCharged).toBe(2)
    const mails = await mailsTo(ctx.storage.db, 'monthly@example.com')
    expect(mails).toHaveLength(2)
    const link = /https:\/\/[^/\s]+(\/donate\/monthly\/cancel\/\S+)/.exec(mails[1]?.textBody ?? '')
    expect(link?.[0].startsWith(`https://${host}/`)).toBe(true)
    const cancelPath = link?.[1] ?? ''

    // The link's page shows a button (GET changes nothing); its POST cancels.
    const shown = await app.inject({ url: cancelPath, headers: { host } })
    expect(shown.statusCode).toBe(200)
    expect(shown.body).toContain('Cancel monthly gift')
    expect((await giftOf('monthly@example.com')).status).toBe('active')
    const forged = await app.inject({ method: 'POST', url: `${cancelPath}x`, headers: { host } })
    expect(forged.statusCode).toBe(404)
    const cancelled = await app.inject({ method: 'POST', url: cancelPath, headers: { host } })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.body).toContain('No further charges will be made.')
    expect((await giftOf('monthly@example.com')).status).toBe('cancelled')
    await worker(inDays(65))
    expect(await paidMonths(gift.id)).toBe(2)
  })

  it('a declined month marks the gift failed and mails the giver once; no retries', async () => {
    await giveMonthly('monthly-declined@example.com', declinesLater)
    const gift = await giftOf('monthly-declined@example.com')
    expect(gift.status).toBe('active')
    const tick = await worker(inDays(32))
    expect(tick.monthlyGiftsFailed).toBeGreaterThanOrEqual(1)
    expect((await giftOf('monthly-declined@example.com')).status).toBe('failed')
    await worker(inDays(65))
    const mails = await mailsTo(ctx.storage.db, 'monthly-declined@example.com')
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Clay & Bean: thank you for your donation',
      'Your monthly gift to Clay & Bean could not be charged',
    ])
    expect(mails[1]?.textBody).toContain(`https://${host}/donate?block=give`)
    expect(await paidMonths(gift.id)).toBe(1)
  })

  it('shows monthly gifts with their state to the owner, in the list and CSV; the owner cancels one', async () => {
    await giveMonthly('monthly-owner@example.com')
    const gift = await giftOf('monthly-owner@example.com')
    const session = await signInOwner(ctx, app, host)
    const headers = { host, ...crumbHeaders(session) }
    expect(
      (await app.inject({ url: '/api/editor/monthly-gifts', headers: { host } })).statusCode,
    ).toBe(401)
    const listed = await app.inject({ url: '/api/editor/monthly-gifts', headers })
    const gifts = listed.json<{ monthlyGifts: Array<{ email: string; status: string }> }>()
      .monthlyGifts
    expect(gifts).toContainEqual(
      expect.objectContaining({ email: 'monthly-owner@example.com', status: 'active' }),
    )
    const donations = (await app.inject({ url: '/api/editor/donations', headers })).json<{
      donations: Array<{ email: string; monthly: string }>
    }>().donations
    expect(donations).toContainEqual(
      expect.objectContaining({ email: 'monthly-owner@example.com', monthly: 'active' }),
    )

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/editor/monthly-gifts/${gift.id}/cancel`,
      headers,
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json<{ status: string }>().status).toBe('cancelled')
    const csv = await app.inject({ url: '/api/editor/donations.csv', headers })
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('Date,Email,Name,Amount,Currency,Test,Monthly')
    expect(lines.find((line) => line.includes('monthly-owner@example.com'))).toMatch(
      /,yes,cancelled$/,
    )
    await worker(inDays(32))
    expect(await paidMonths(gift.id)).toBe(1)
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/editor/monthly-gifts/nope/cancel',
      headers,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('through Stripe: the first gift saves the card (Customer, off-session), the worker charges it, a decline fails it', async () => {
    expect(await saveStripeSettings(ctx.storage.db, websiteId, keys, new Date())).toBe(undefined)
    const visitor = new CheckoutVisitor(app, host)
    const answer = await visitor.post('/api/commerce/donations', {
      blockId: 'give',
      amountCents: 1000,
      email: 'monthly-stripe@example.com',
      name: 'Stripe Giver',
      monthly: true,
      idempotencyKey: `monthly-stripe-${Date.now().toString(36)}`,
      payment: { provider: 'stripe' },
    })
    expect(answer.statusCode, answer.body).toBe(201)
    const given = answer.json<{ confirmationUrl: string; payment: { clientSecret: string } }>()
    expect((await giftOf('monthly-stripe@example.com')).status).toBe('pending')
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
    // Back on the thanks page: Stripe's word (a retrieval) pays it and saves the card.
    await app.inject({ url: given.confirmationUrl, headers: { host } })
    const gift = await giftOf('monthly-stripe@example.com')
    expect(gift.status).toBe('active')
    const savedMethod = gift.paymentToken?.split('/')[1] ?? ''
    expect(stripe.paymentMethod(savedMethod)?.customer).toBeTruthy()

    await worker(inDays(32))
    await worker(inDays(32))
    expect(await paidMonths(gift.id)).toBe(2)
    stripe.failSavedCard(savedMethod, 'card_declined')
    await worker(inDays(63))
    expect((await giftOf('monthly-stripe@example.com')).status).toBe('failed')
    expect(await paidMonths(gift.id)).toBe(2)
    const subjects = (await mailsTo(ctx.storage.db, 'monthly-stripe@example.com')).map(
      (mail) => mail.subject,
    )
    expect(subjects.filter((subject) => subject.includes('could not be charged'))).toHaveLength(1)
  })
})
