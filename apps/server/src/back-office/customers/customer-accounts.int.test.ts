import { ContributorRole } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../../auth/site-user-repository.js'
import type { CartFixture } from '../../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../../orders/testing/checkout-visitor.js'
import { seedOfflinePayingStore } from '../../orders/testing/offline-paying-store.js'
import { SiteBrowser } from '../../site-users/testing/site-browser.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { mailsTo } from '../../testing/outbox-mails.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../../testing/test-app.js'

const password = 'correct horse battery'

describeEachDialect("back office: customers' accounts", (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let owner: string
  let customers = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    owner = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  /** A customer who has ordered, with an account when `withAccount`. */
  async function customer(withAccount: boolean): Promise<string> {
    const email = `customer${++customers}@example.com`
    const visitor = new CheckoutVisitor(app, fx.host)
    expect(
      (await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 }))
        .statusCode,
    ).toBe(200)
    expect((await visitor.order({ email })).statusCode).toBe(201)
    if (withAccount) {
      await createSiteUser(ctx.storage, {
        websiteId: fx.websiteId,
        email,
        password,
        now: new Date(),
      })
    }
    return email
  }

  const call = (url: string, session = owner, host = fx.host, method: 'GET' | 'POST' = 'POST') =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
    })
  const path = (email: string, action: string) =>
    `/api/editor/customers/${encodeURIComponent(email)}/account/${action}`

  it('lists and exports whether each customer has an account, and whether it is disabled', async () => {
    const guest = await customer(false)
    const member = await customer(true)
    const list = (await call('/api/editor/customers', owner, fx.host, 'GET')).json()
    const status = (email: string) =>
      list.customers.find((row: { email: string }) => row.email === email)?.accountStatus
    expect(status(guest)).toBe('none')
    expect(status(member)).toBe('active')
    await call(path(member, 'disable'))
    const csv = (await call('/api/editor/customers.csv', owner, fx.host, 'GET')).body
    expect(csv.split('\r\n')[0]).toBe(
      'Email,Name,Orders,Total spent,Currency,Last order,Account,Memberships',
    )
    // The last column lists memberships: none here.
    expect(csv).toMatch(new RegExp(`${member},.*,disabled,\\r\\n`))
    expect(csv).toMatch(new RegExp(`${guest},.*,none,\\r\\n`))
    const one = (
      await call(`/api/editor/customers/${encodeURIComponent(member)}`, owner, fx.host, 'GET')
    ).json()
    expect(one.account).toMatchObject({ disabled: true })
  })

  it('disables an account (it is signed out everywhere and cannot sign in) and enables it again', async () => {
    const email = await customer(true)
    const browser = new SiteBrowser(app, fx.host)
    expect((await browser.signIn(email, password)).statusCode).toBe(200)
    expect((await browser.request('GET', '/api/site-users/account/orders')).statusCode).toBe(200)

    const off = await call(path(email, 'disable'))
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toMatchObject({ account: { disabled: true } })
    expect((await browser.request('GET', '/api/site-users/account/orders')).statusCode).toBe(401)
    expect((await new SiteBrowser(app, fx.host).signIn(email, password)).statusCode).toBe(403)

    expect((await call(path(email, 'enable'))).json()).toMatchObject({
      account: { disabled: false },
    })
    expect((await new SiteBrowser(app, fx.host).signIn(email, password)).statusCode).toBe(200)
    // A guest has no account to switch.
    expect((await call(path(await customer(false), 'disable'))).statusCode).toBe(404)
  })

  it('invites a guest by mail; the link, on the site domain, makes the account and signs it in', async () => {
    const email = await customer(false)
    const sent = await call(path(email, 'invitation'))
    expect(sent.statusCode, sent.body).toBe(200)
    const mail = (await mailsTo(ctx.storage.db, email)).find((sent) =>
      sent.subject.startsWith('Create your account'),
    )
    expect(mail?.subject).toBe('Create your account at Fixture Shop')
    const link = /https?:\/\/[^\s]+\/account\/set-password\?token=[^\s]+/.exec(mail!.textBody)?.[0]
    expect(link).toBeDefined()
    const url = new URL(link!)
    expect(url.host).toBe(fx.host)

    const browser = new SiteBrowser(app, fx.host)
    const page = await browser.request('GET', `${url.pathname}${url.search}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`Choose a password for ${email}.`)
    const token = url.searchParams.get('token')!
    const short = await browser.request('POST', '/api/site-users/account/invitation', {
      token,
      password: 'short',
    })
    expect(short.statusCode).toBe(303)
    expect(short.headers.location).toContain('error=short')
    const made = await browser.request('POST', '/api/site-users/account/invitation', {
      token,
      password,
    })
    expect(made.statusCode).toBe(303)
    expect(made.headers.location).toBe('/account')
    expect((await browser.request('GET', '/account')).statusCode).toBe(200)
    // Used once: the account exists now, so the link cannot set another password.
    const again = await new SiteBrowser(app, fx.host).request(
      'POST',
      '/api/site-users/account/invitation',
      {
        token,
        password: 'another password',
      },
    )
    expect(again.headers.location).toContain('error=exists')
    // An account already made is not invited again; an altered link opens nothing.
    expect((await call(path(email, 'invitation'))).statusCode).toBe(409)
    const forged = await browser.request(
      'GET',
      `/account/set-password?token=${token.slice(0, -2)}xx`,
    )
    expect(forged.body).toContain('This invitation link is not valid or has expired.')
  })

  it("refuses roles without the store's edit permission and owners of other sites", async () => {
    const email = await customer(true)
    for (const role of [ContributorRole.viewer, ContributorRole.editor]) {
      const session = await signInOwner(ctx, app, fx.host, role)
      for (const action of ['disable', 'enable', 'invitation']) {
        expect((await call(path(email, action), session)).statusCode, `${role} ${action}`).toBe(403)
      }
    }
    const other = await testSite(ctx, 'Another Shop')
    const stranger = await signInOwner(ctx, app, other.host)
    // Their session on their own site does not reach this site's customers.
    expect((await call(path(email, 'disable'), stranger)).statusCode).toBe(403)
    // On their own site, this site's customer does not exist.
    expect((await call(path(email, 'disable'), stranger, other.host)).statusCode).toBe(404)
    expect((await new SiteBrowser(app, fx.host).signIn(email, password)).statusCode).toBe(200)
  })
})
