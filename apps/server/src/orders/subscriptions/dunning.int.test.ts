import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { createOfflinePaymentProvider } from '../../payments/offline-payment-provider.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { testApp } from '../../testing/test-app.js'
import { createCheckoutWorker } from '../checkout-worker.js'
import type { OrderDeps } from '../order-deps.js'
import { subscribeToBeans } from '../testing/subscriber.js'

const day = 86_400_000
/** Pays at checkout, declined on every renewal (the test provider's renewal test cards). */
const declinesLater = '4000 0000 0000 0341'
/** Pays at checkout, asks for authentication on every renewal. */
const asksLater = '4000 0027 6000 3184'

describeEachDialect('dunning: renewals that fail', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let deps: OrderDeps
  // The service clock: the app's routes and the worker read it, so the tests move time.
  let clock = new Date()

  beforeAll(async () => {
    const test = createTestPaymentProvider()
    const providers = { test, offline: createOfflinePaymentProvider() }
    app = await testApp(ctx, { now: () => clock, paymentProviders: providers })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    deps = {
      storage: ctx.storage,
      now: () => clock,
      providers,
      mailer: createOutboxMailer(ctx.storage.db, () => clock),
      reservationMs: 60_000,
    }
  })
  afterAll(async () => {
    await app.close()
  })

  const tick = (at: Date) => {
    clock = at
    return createCheckoutWorker(deps).tick(at)
  }
  const row = (id: string) =>
    ctx.storage.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  const payLinkOf = (text: string) => {
    const match = /Pay the renewal, or pay with another card: (\S+)/.exec(text)
    if (match === null) throw new Error(`no pay link in ${text}`)
    return new URL(match[1] as string)
  }
  const subscribe = async (email: string, card: string) => {
    clock = new Date()
    return subscribeToBeans(app, ctx.storage, fx, email, 1, card)
  }

  it('mails a pay link on a declined renewal; paying there with another card renews it', async () => {
    const { subscription, visitor } = await subscribe('dunning-pay@example.com', declinesLater)
    const due = new Date(subscription.nextBillingAt ?? '')
    expect((await tick(due)).renewalsFailed).toBe(1)
    expect(await row(subscription.id)).toMatchObject({
      status: 'active',
      failedAttempts: 1,
      lastFailureCode: 'declined',
      lastFailureMessage: 'Your card was declined.',
      nextBillingAt: new Date(due.getTime() + day).toISOString(),
    })
    const mails = await mailsTo(ctx.storage.db, 'dunning-pay@example.com')
    const dunning = mails.find((mail) => mail.subject.includes('could not renew'))
    expect(dunning?.textBody).toContain('failed: Your card was declined.')
    expect(dunning?.textBody).toContain('We will try your card again on')
    // From the site's configured domain, never a request's host.
    const link = payLinkOf(dunning?.textBody ?? '')
    expect(link.host).toBe(fx.host)
    expect(link.pathname).toMatch(/^\/subscriptions\/pay\//)

    const page = await visitor.get(link.pathname)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-island="renewal-payment"')
    expect(page.body).toContain('The last renewal payment failed: Your card was declined.')

    // A card refused on the page changes nothing on the schedule.
    const payPath = `/api/commerce/subscriptions/pay/${link.pathname.split('/').pop() ?? ''}`
    const refused = await visitor.post(payPath, {
      payment: {
        provider: 'test',
        token: await visitor.tokenize({
          number: '4000000000000002',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        }),
      },
    })
    expect(refused.statusCode).toBe(402)
    expect(refused.json()).toMatchObject({ code: 'payment-declined' })
    expect((await row(subscription.id)).failedAttempts).toBe(1)
    // Card fields never reach this call.
    const withCard = await visitor.post(payPath, {
      payment: { provider: 'test', card: { number: '4242424242424242' } },
    })
    expect(withCard.statusCode).toBe(400)

    const paid = await visitor.post(payPath, {
      payment: {
        provider: 'test',
        token: await visitor.tokenize({
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        }),
      },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json()).toMatchObject({
      status: 'paid',
      statusUrl: expect.stringMatching(/^\/orders\//),
    })
    const after = await row(subscription.id)
    expect(after).toMatchObject({
      status: 'active',
      failedAttempts: 0,
      cyclesBilled: 2,
      lastFailureCode: null,
    })
    expect(after.paymentToken).not.toBe(subscription.paymentToken)
    // Paid: the link now says nothing is due, and paying again is refused.
    expect((await visitor.get(link.pathname)).body).toContain(
      'Nothing is due on this subscription.',
    )
    const again = await visitor.post(payPath, {
      payment: {
        provider: 'test',
        token: await visitor.tokenize({
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2099,
          cvc: '123',
        }),
      },
    })
    expect(again.statusCode).toBe(409)
    // The card given on the page renews the next cycle.
    expect((await tick(new Date(after.nextBillingAt ?? ''))).renewed).toBe(1)
    expect((await row(subscription.id)).cyclesBilled).toBe(3)
  })

  it('retries 1, 3 and 7 days after the due date, then past due, then cancelled', async () => {
    const { subscription, visitor, token } = await subscribe(
      'dunning-late@example.com',
      declinesLater,
    )
    const due = new Date(subscription.nextBillingAt ?? '').getTime()
    const at = (days: number) => new Date(due + days * day)
    expect((await tick(at(0))).renewalsFailed).toBe(1)
    // Nothing before the retry's day.
    expect((await tick(at(0.5))).renewalsFailed).toBe(0)
    expect((await tick(at(1))).renewalsFailed).toBe(1)
    expect((await row(subscription.id)).nextBillingAt).toBe(at(3).toISOString())
    expect((await tick(at(3))).renewalsFailed).toBe(1)
    expect((await row(subscription.id)).nextBillingAt).toBe(at(7).toISOString())
    expect((await tick(at(7))).renewalsFailed).toBe(1)
    expect(await row(subscription.id)).toMatchObject({
      status: 'past_due',
      failedAttempts: 4,
      nextBillingAt: null,
    })
    const failed = (await mailsTo(ctx.storage.db, 'dunning-late@example.com')).filter((mail) =>
      mail.subject.includes('could not renew'),
    )
    expect(failed).toHaveLength(4)
    expect(failed[3]?.textBody).toContain(
      'Your subscription is past due. Unless it is paid, it will be cancelled on',
    )

    // The subscriber sees it on the order status page, with a way to pay.
    const status = await visitor.get(`/orders/${token}`)
    expect(status.body).toContain('Subscription: Past due')
    expect(status.body).toContain(
      'Unless the renewal is paid, this subscription will be cancelled on',
    )
    expect(status.body).toContain('class="order-subscription-pay"')

    expect((await tick(at(13))).cancelledUnpaid).toBe(0)
    expect((await tick(at(14))).cancelledUnpaid).toBe(1)
    expect((await row(subscription.id)).status).toBe('cancelled')
    const last = await mailsTo(ctx.storage.db, 'dunning-late@example.com')
    expect(last.at(-1)?.subject).toContain('was cancelled')
    // Cancelled: the link no longer takes a payment.
    const link = payLinkOf(failed[3]?.textBody ?? '')
    expect((await visitor.get(link.pathname)).body).toContain(
      'Nothing is due on this subscription.',
    )
  })

  it('asks the subscriber to confirm a renewal their bank wants authenticated', async () => {
    const { subscription, visitor } = await subscribe('dunning-3ds@example.com', asksLater)
    expect((await tick(new Date(subscription.nextBillingAt ?? ''))).renewalsFailed).toBe(1)
    expect(await row(subscription.id)).toMatchObject({
      status: 'active',
      lastFailureCode: 'authentication-required',
      lastFailureMessage: 'Your bank asks you to confirm this payment.',
    })
    const mail = (await mailsTo(ctx.storage.db, 'dunning-3ds@example.com')).find((sent) =>
      sent.subject.includes('please confirm the payment'),
    )
    expect(mail?.textBody).toContain('Your bank asks you to confirm the payment of')
    const link = payLinkOf(mail?.textBody ?? '')
    // On the page the subscriber is there to confirm: the same card pays.
    const paid = await visitor.post(
      `/api/commerce/subscriptions/pay/${link.pathname.split('/').pop() ?? ''}`,
      {
        payment: {
          provider: 'test',
          token: await visitor.tokenize({
            number: asksLater,
            expMonth: 12,
            expYear: 2099,
            cvc: '123',
          }),
        },
      },
    )
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await row(subscription.id)).toMatchObject({ status: 'active', failedAttempts: 0 })
  })

  it('refuses a pay link that expired or was made up', async () => {
    const { subscription, visitor } = await subscribe('dunning-expired@example.com', declinesLater)
    expect((await tick(new Date(subscription.nextBillingAt ?? ''))).renewalsFailed).toBe(1)
    const mail = (await mailsTo(ctx.storage.db, 'dunning-expired@example.com')).find((sent) =>
      sent.subject.includes('could not renew'),
    )
    const link = payLinkOf(mail?.textBody ?? '')
    const token = link.pathname.split('/').pop() ?? ''
    const forged = token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    expect((await visitor.get(`/subscriptions/pay/${forged}`)).statusCode).toBe(404)
    clock = new Date(clock.getTime() + 17 * day)
    const expired = await visitor.get(link.pathname)
    expect(expired.body).toContain('This payment link has expired.')
    const refused = await visitor.post(`/api/commerce/subscriptions/pay/${token}`, {
      payment: { provider: 'test', token: 'tok_test_succeeded_4242_00' },
    })
    expect(refused.statusCode).toBe(410)
  })
})
