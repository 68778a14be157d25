import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCheckoutSettings } from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { createOfflinePaymentProvider } from '../../payments/offline-payment-provider.js'
import { createTestPaymentProvider } from '../../payments/test-payment-provider.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'
import { putSiteStyles } from '../../sites/site-styles-repository.js'
import { htmlLinks, receiveMails } from '../../mail/testing/received-mail.js'
import { mailKinds } from '../../mail/templates/mail-kinds.js'
import { noticeMailKinds } from '../../mail/templates/notice-mail-kinds.js'
import type { NoticeMailKind } from '../../mail/templates/notice-mail-kinds.js'
import { mailedToken } from '../../site-users/testing/account-mail.js'
import { SiteBrowser } from '../../site-users/testing/site-browser.js'

describeEachDialect('store emails: edit, reset, preview, test send, and the real mail', (ctx) => {
  const port = 4321
  let app: FastifyInstance
  let fx: CartFixture
  let session: string
  let ownerEmail: string
  let localHost: string

  beforeAll(async () => {
    // A non-default port: every link in mail must carry it.
    const paymentProviders = {
      test: createTestPaymentProvider(),
      offline: createOfflinePaymentProvider(),
    }
    app = await testApp(ctx, { paymentProviders }, { port })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId)
    session = await signInOwner(ctx, app, fx.host)
    const owner = await ctx.storage.db
      .selectFrom('users')
      .select('email')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    ownerEmail = owner.email
    // The site's primary address is a local host, so links are http on this server's port.
    localHost = `${fx.host.split('.')[0]}.localhost`
    await ctx.storage.db
      .updateTable('domains')
      .set({ isPrimary: 0 })
      .where('websiteId', '=', fx.websiteId)
      .execute()
    await ctx.storage.db
      .insertInto('domains')
      .values({ host: localHost, websiteId: fx.websiteId, isPrimary: 1 })
      .execute()
    await putSiteStyles(
      ctx.storage,
      fx.websiteId,
      {
        fonts: { heading: 'Iowan Old Style', body: 'System UI' },
        colors: { background: '#fffdf8', text: '#222222', accent: '#1d4ed8' },
      },
      new Date(),
    )
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })

  async function placeOrder(): Promise<{ id: string; orderNumber: number }> {
    const visitor = new CheckoutVisitor(app, fx.host)
    const added = await visitor.add({ itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 })
    expect(added.statusCode).toBe(200)
    const placed = await visitor.order({ email: 'ada@example.com' })
    expect(placed.statusCode, placed.body).toBe(201)
    return placed.json().order
  }

  async function outboxRow(recipient: string, subjectPart: string) {
    const rows = await ctx.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', recipient)
      .orderBy('createdAt', 'desc')
      .execute()
    const row = rows.find((candidate) => candidate.subject.includes(subjectPart))
    expect(row, `a mail to ${recipient} about ${subjectPart}`).toBeDefined()
    return row!
  }

  it('lists every editable mail, none edited at first', async () => {
    const response = await call('GET', '/api/editor/store/emails')
    expect(response.statusCode).toBe(200)
    const mails = response.json().mails as Array<{ kind: string; edited: boolean }>
    expect(mails.map((mail) => mail.kind)).toEqual([...mailKinds])
    // The notices made editable after the first 13 are listed too.
    for (const kind of noticeMailKinds) expect(mails.map((mail) => mail.kind)).toContain(kind)
    expect(mails.length).toBe(13 + noticeMailKinds.length)
    expect(mails.every((mail) => !mail.edited)).toBe(true)
  })

  it('refuses unknown placeholders with a 400 naming them, and keeps the defaults', async () => {
    const response = await call('PUT', '/api/editor/store/emails/order-confirmation', {
      subject: 'Order {{order.numbr}} for {{ customer.nickname }}',
      intro: 'Thanks!',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'Unknown placeholders: {{order.numbr}}, {{customer.nickname}}',
    )
    const detail = (await call('GET', '/api/editor/store/emails/order-confirmation')).json()
    expect(detail.edited).toBe(false)
    expect(detail.texts.subject).toBe('{{shop.name}}: order #{{order.number}} confirmed')
    expect((await call('GET', '/api/editor/store/emails/no-such-mail')).statusCode).toBe(400)
  })

  it('uses an edited subject and opening text in the real order mail, branded, with the port in every link', async () => {
    const saved = await call('PUT', '/api/editor/store/emails/order-confirmation', {
      subject: 'Order {{order.number}} is in, {{customer.firstName}}!',
      intro: 'Hello {{customer.firstName}}, {{shop.name}} got your order. Visit {{shop.url}}',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().edited).toBe(true)

    const order = await placeOrder()
    const confirmation = await outboxRow('ada@example.com', `Order ${order.orderNumber} is in`)
    const notice = await outboxRow(ownerEmail, `new order #${order.orderNumber}`)
    const [customerMail, ownerMail] = await receiveMails(ctx.storage.db, ctx.dataDir, [
      confirmation.id,
      notice.id,
    ])

    expect(customerMail?.subject).toBe(`Order ${order.orderNumber} is in, Ada!`)
    expect(customerMail?.from?.value).toEqual([
      { name: 'Fixture Shop', address: 'no-reply@atelier.local' },
    ])
    expect(customerMail?.text).toContain(
      `Hello Ada, Fixture Shop got your order. Visit http://${localHost}:${port}`,
    )
    const html = String(customerMail?.html)
    expect(html).toContain('Hello Ada, Fixture Shop got your order.')
    expect(html).toContain('background:#1d4ed8')
    const links = htmlLinks(customerMail!)
    expect(links.length).toBeGreaterThan(1)
    expect(links.filter((link) => !link.startsWith(`http://${localHost}:${port}`))).toEqual([])

    // The owner's notice keeps the port too (it used to lose it).
    expect(ownerMail?.text).toContain(
      `http://${localHost}:${port}/config/?area=orders&order=${order.id}`,
    )
    expect(htmlLinks(ownerMail!)).toContain(
      `http://${localHost}:${port}/config/?area=orders&order=${order.id}`,
    )
    expect(ownerMail?.from?.value[0]?.name).toBe('Fixture Shop')
  })

  it('previews a draft with the sample order as the commerce email preview (page type 301)', async () => {
    const response = await call('POST', '/api/editor/store/emails/order-confirmation/preview', {
      draft: { subject: 'Draft {{order.number}} <b>', intro: 'Hi {{customer.firstName}} & co' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const preview = response.json()
    expect(preview.pageType).toBe(301)
    expect(preview.subject).toBe('Draft 1042 <b>')
    expect(preview.from).toBe('Fixture Shop <no-reply@atelier.local>')
    expect(preview.html).toContain('data-page-type="301"')
    expect(preview.html).toContain('Hi Ada &amp; co')
    expect(preview.html).toContain('<title>Draft 1042 &lt;b&gt;</title>')
    expect(preview.text).toContain('Speckled Mug')
    const bad = await call('POST', '/api/editor/store/emails/order-confirmation/preview', {
      draft: { subject: '{{nope}}', intro: '' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Unknown placeholder: {{nope}}')
  })

  it('previews every mail with an HTML part, a text part and the shop as sender', async () => {
    const list = (await call('GET', '/api/editor/store/emails')).json().mails as Array<{
      kind: string
    }>
    expect(list.map((mail) => mail.kind)).toEqual([...mailKinds])
    for (const { kind } of list) {
      const response = await call('POST', `/api/editor/store/emails/${kind}/preview`, {})
      expect(response.statusCode, kind).toBe(200)
      const preview = response.json()
      expect(preview.from, kind).toBe('Fixture Shop <no-reply@atelier.local>')
      expect(preview.text.length, kind).toBeGreaterThan(20)
      expect(preview.html, kind).toContain('<table role="presentation"')
      expect(preview.html, kind).toContain(`href="http://${localHost}:${port}"`)
    }
  })

  it('sends a test of the draft to the signed-in owner', async () => {
    const response = await call('POST', '/api/editor/store/emails/order-shipped/test', {
      draft: { subject: 'Shipped: {{order.number}}', intro: 'On its way, {{customer.firstName}}.' },
    })
    expect(response.statusCode, response.body).toBe(202)
    expect(response.json().to).toBe(ownerEmail)
    const row = await outboxRow(ownerEmail, '[Test] Shipped: 1042')
    const [mail] = await receiveMails(ctx.storage.db, ctx.dataDir, [row.id])
    expect(mail?.subject).toBe('[Test] Shipped: 1042')
    expect(mail?.text).toContain('On its way, Ada.')
    expect(String(mail?.html)).toContain('On its way, Ada.')
    // A test changes nothing saved.
    expect((await call('GET', '/api/editor/store/emails/order-shipped')).json().edited).toBe(false)
  })

  it('resets a mail to its defaults, which the next order uses', async () => {
    const reset = await call('DELETE', '/api/editor/store/emails/order-confirmation')
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toMatchObject({
      edited: false,
      texts: { subject: '{{shop.name}}: order #{{order.number}} confirmed' },
    })
    const order = await placeOrder()
    await outboxRow('ada@example.com', `Fixture Shop: order #${order.orderNumber} confirmed`)
  })

  it('previews each notice with its own default subject and the sample data filled in', async () => {
    const subjects: Record<NoticeMailKind, string> = {
      'account-exists': 'Fixture Shop: you already have an account',
      'account-invitation': 'Create your account at Fixture Shop',
      'email-change': 'Fixture Shop: confirm your new email',
      'email-changed': 'Fixture Shop: your email was changed',
      'subscription-unpaid':
        'Fixture Shop: we could not renew your subscription to Coffee of the Month',
      'subscription-confirm':
        'Fixture Shop: please confirm the payment for your subscription to Coffee of the Month',
      'subscription-cancelled':
        'Fixture Shop: your subscription to Coffee of the Month was cancelled',
      'monthly-gift-failed': 'Your monthly gift to Fixture Shop could not be charged',
      'dispute-opened': 'Fixture Shop: the payment of order #1042 is disputed',
    }
    for (const kind of noticeMailKinds) {
      const preview = (await call('POST', `/api/editor/store/emails/${kind}/preview`, {})).json()
      expect(preview.subject, kind).toBe(subjects[kind])
      expect(preview.text, kind).not.toContain('{{')
    }
    const draft = await call('POST', '/api/editor/store/emails/dispute-opened/preview', {
      draft: {
        subject: 'Dispute on #{{order.number}}',
        intro: '{{dispute.reason}}: {{dispute.amount}}',
      },
    })
    expect(draft.json().subject).toBe('Dispute on #1042')
    expect(draft.json().text).toMatch(/^product not received: \S*101\.00/)
  })

  it('uses an edited subject and text in the real existing-account mail of a sign-up', async () => {
    const saved = await call('PUT', '/api/editor/store/emails/account-exists', {
      subject: '{{shop.name}} knows you already',
      intro: 'You have an account at {{shop.name}} ({{shop.url}}).',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const email = `known-${Date.now()}@example.com`
    const shopper = new SiteBrowser(app, fx.host)
    const signUp = () =>
      shopper.request('POST', '/api/site-users/account', {
        email,
        password: 'plum-kiln-harbour-41',
      })
    expect((await signUp()).statusCode).toBe(202)
    const token = await mailedToken(ctx.storage, email)
    const verified = await shopper.request('POST', '/api/site-users/account/email-verification', {
      token,
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect((await signUp()).statusCode).toBe(202)

    const row = await outboxRow(email, 'knows you already')
    const [mail] = await receiveMails(ctx.storage.db, ctx.dataDir, [row.id])
    expect(mail?.subject).toBe('Fixture Shop knows you already')
    expect(mail?.text).toContain(
      `You have an account at Fixture Shop (http://${localHost}:${port}).`,
    )
    expect(mail?.text).toContain(`http://${localHost}:${port}/account/login`)
    expect(String(mail?.html)).toContain('You have an account at Fixture Shop')
    expect(mail?.from?.value[0]?.name).toBe('Fixture Shop')
  })

  describe('who may edit', () => {
    it('refuses a signed-out caller', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/editor/store/emails/gift-card',
        headers: { host: fx.host, ...crumbHeaders() },
        payload: { subject: 'x', intro: '' },
      })
      expect(response.statusCode).toBe(401)
    })
  })
})
