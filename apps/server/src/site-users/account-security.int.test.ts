import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { updateStoreSettings } from '../back-office/store-settings/store-settings-service.js'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { mailedToken, mailsTo } from './testing/account-mail.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'plum-kiln-harbour-41'

describeEachDialect('customer accounts: the signed-in account looks after itself', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let shoppers = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, demoCheckoutSettings)
  })
  afterAll(() => app.close())

  const browser = () => new SiteBrowser(app, fx.host)
  const signedIn = async (b: SiteBrowser) =>
    (await b.request('DELETE', '/api/site-users/account', { password: '' })).statusCode !== 401

  async function verifiedShopper(email = `sec${++shoppers}-${Date.now()}@example.com`) {
    const b = browser()
    expect(
      (await b.request('POST', '/api/site-users/account', { email, password })).statusCode,
    ).toBe(202)
    const token = await mailedToken(ctx.storage, email)
    const opened = await b.request('POST', '/api/site-users/account/email-verification', { token })
    expect(opened.statusCode).toBe(200)
    return { email, b }
  }

  it('changes the password given the current one and signs the other sessions out', async () => {
    const { email, b } = await verifiedShopper()
    const other = browser()
    await other.signIn(email, password)
    const wrong = await b.request('PUT', '/api/site-users/account/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'fresh-plum-kiln-88',
    })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe('Your current password is incorrect.')
    const changed = await b.request('PUT', '/api/site-users/account/password', {
      currentPassword: password,
      newPassword: 'fresh-plum-kiln-88',
    })
    expect(changed.statusCode).toBe(200)
    expect(await signedIn(b)).toBe(true)
    expect(await signedIn(other)).toBe(false)
    expect((await browser().signIn(email, 'fresh-plum-kiln-88')).statusCode).toBe(200)
  })

  it('changes the email through a link to the new address and tells the old one', async () => {
    const { email, b } = await verifiedShopper()
    const next = `moved${++shoppers}-${Date.now()}@example.com`
    const asked = await b.request('POST', '/api/site-users/account/email-change', {
      password,
      newEmail: next,
    })
    expect(asked.statusCode).toBe(202)
    // Nothing changes until the link is opened.
    expect((await browser().signIn(email, password)).statusCode).toBe(200)
    const [link] = await mailsTo(ctx.storage, next)
    expect(link?.subject).toMatch(/: confirm your new email$/)
    const token = await mailedToken(ctx.storage, next)
    const opened = await browser().request('POST', '/api/site-users/account/email-verification', {
      token,
    })
    expect(opened.statusCode).toBe(200)
    expect((await browser().signIn(next, password)).statusCode).toBe(200)
    expect((await browser().signIn(email, password)).statusCode).toBe(401)
    const [notice] = await mailsTo(ctx.storage, email)
    expect(notice?.subject).toMatch(/: your email was changed$/)
    expect(notice?.textBody).toContain(next)
  })

  it('needs the crumb for every change of the account', async () => {
    const { b } = await verifiedShopper()
    const calls: Array<['PUT' | 'POST' | 'DELETE', string, object | undefined]> = [
      [
        'PUT',
        '/api/site-users/account/password',
        { currentPassword: password, newPassword: 'x-plum-kiln-1' },
      ],
      ['POST', '/api/site-users/account/email-change', { password, newEmail: 'n@example.com' }],
      ['DELETE', '/api/site-users/account/sessions', undefined],
      ['DELETE', '/api/site-users/account', { password }],
    ]
    for (const [method, url, body] of calls) {
      const answer = await b.request(method, url, body, { crumb: false })
      expect(answer.statusCode).toBe(403)
      expect(answer.json()).toEqual({ crumbFail: true })
    }
    expect(await signedIn(b)).toBe(true)
  })

  it('signs out everywhere', async () => {
    const { email, b } = await verifiedShopper()
    const other = browser()
    await other.signIn(email, password)
    const out = await b.request('DELETE', '/api/site-users/account/sessions')
    expect(out.statusCode).toBe(200)
    expect(await signedIn(b)).toBe(false)
    expect(await signedIn(other)).toBe(false)
  })

  it("deletes the account given its password: the shop's orders stay, the account's data goes", async () => {
    const email = `buyer${++shoppers}-${Date.now()}@example.com`
    // A guest order first; the confirmation page offers an account for its email.
    const guest = new CheckoutVisitor(app, fx.host)
    await guest.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })
    const placed = await guest.order({
      email,
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode).toBe(201)
    const confirmation = await app.inject({
      url: new URL(placed.json().confirmationUrl, 'http://x').pathname,
      headers: { host: fx.host },
    })
    expect(confirmation.body).toContain(`/account/signup?email=${encodeURIComponent(email)}`)

    const { b } = await verifiedShopper(email)
    const other = browser()
    expect((await other.signIn(email, password)).statusCode).toBe(200)
    const users = withSiteUserTables(ctx.storage.db)
    const { id } = await users
      .selectFrom('siteUsers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    const wrong = await b.request('DELETE', '/api/site-users/account', {
      password: 'not-it-at-all',
    })
    expect(wrong.statusCode).toBe(403)
    const deleted = await b.request('DELETE', '/api/site-users/account', { password })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.cookies.find((c) => c.name === 'SiteUserSession')?.value).toBe('')
    expect(
      await users.selectFrom('siteUsers').select('id').where('email', '=', email).execute(),
    ).toEqual([])
    const orders = await ctx.storage.db
      .selectFrom('orders')
      .select('email')
      .where('email', '=', email)
      .execute()
    expect(orders).toHaveLength(1)
    expect((await browser().signIn(email, password)).statusCode).toBe(401)
    // Another device's session ended with the account, and no link or session row is left.
    expect(await signedIn(other)).toBe(false)
    for (const table of ['siteUserSessions', 'siteUserTokens'] as const) {
      const left = await users.selectFrom(table).select('id').where('siteUserId', '=', id).execute()
      expect(left).toEqual([])
    }
  })

  it('asks for an account before checkout when the owner requires one', async () => {
    await updateStoreSettings(
      ctx.storage,
      fx.websiteId,
      { customerAccounts: 'required' },
      new Date(),
    )
    try {
      const page = await app.inject({ url: '/checkout', headers: { host: fx.host } })
      expect(page.body).toContain('Please sign in or create an account to check out.')
      expect(page.body).not.toContain('data-island="checkout"')
      // The order API asks too: a guest's order is refused, nothing is taken.
      const guest = new CheckoutVisitor(app, fx.host)
      await guest.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })
      const refused = await guest.order({
        email: 'guest@example.com',
        shippingAddress: undefined,
        shippingOptionId: undefined,
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Please sign in or create an account to check out.')
      const { b } = await verifiedShopper()
      const signed = await b.request('GET', '/checkout')
      expect(signed.body).toContain('data-island="checkout"')
    } finally {
      await updateStoreSettings(
        ctx.storage,
        fx.websiteId,
        { customerAccounts: 'optional' },
        new Date(),
      )
    }
  })

  it('hides the sign-up and sign-in links while accounts are off', async () => {
    const login = await app.inject({ url: '/account/login', headers: { host: fx.host } })
    expect(login.body).toContain('href="/account/signup"')
    expect(login.body).toContain('href="/account/reset-password"')
    expect(login.body).toContain('class="header-account"')
    await updateStoreSettings(ctx.storage, fx.websiteId, { customerAccounts: 'off' }, new Date())
    try {
      // The published site's snapshot re-reads the site's version at most once a second.
      await vi.waitFor(
        async () => {
          const off = await app.inject({ url: '/account/login', headers: { host: fx.host } })
          expect(off.body).not.toContain('href="/account/signup"')
          expect(off.body).not.toContain('class="header-account"')
        },
        { timeout: 5000, interval: 250 },
      )
    } finally {
      await updateStoreSettings(
        ctx.storage,
        fx.websiteId,
        { customerAccounts: 'optional' },
        new Date(),
      )
    }
  })
})
