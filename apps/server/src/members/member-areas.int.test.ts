import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { DEMO_SITE_USER, seedDemo } from '../demo/seed-demo.js'
import { DEMO_MEMBER_AREA } from '../demo/demo-pages.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { markOrderPaid } from '../orders/mark-order-paid.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { defaultPaymentProviders } from '../payments/default-payment-providers.js'
import { SiteBrowser } from '../site-users/testing/site-browser.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { insertMemberArea } from './member-area-repository.js'

const host = 'localhost'
const area = DEMO_MEMBER_AREA.id
const pageTypeOf = (html: string) => /data-page-type="(\d+)"/.exec(html)?.[1]

describeEachDialect('member areas on the published site', (ctx) => {
  let app: FastifyInstance
  let websiteId: string
  let clock = new Date()

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => clock })
    const seeded = await seedDemo(storage, app.atelier, { images: false })
    websiteId = seeded!.websiteId
    // Offline payment on, so an order can be placed and stay unpaid until the owner marks it.
    await seedCheckoutSettings(storage, websiteId, {
      ...demoCheckoutSettings,
      offlinePayment: true,
    })
  })
  afterAll(() => app.close())

  const db = () => app.atelier.storage.db
  const memberships = (email: string) =>
    withMemberAreaTables(db())
      .selectFrom('areaMemberships')
      .selectAll()
      .where('email', '=', email)
      .execute()

  /** A browser that signs up through the Join form of the Studio Club's protected-content page. */
  async function joiner(email: string) {
    const browser = new SiteBrowser(app, host)
    const joined = await browser.request(
      'POST',
      `/account/member-areas/${area}/join`,
      { crumb: browser.crumb, email, password: 'long-enough-1', returnTo: '/studio-club' },
      { crumb: false },
    )
    return { browser, joined }
  }

  /** Checks the one-item paywall cart out as the checkout does, with the test card or offline. */
  async function checkout(cartToken: string, email: string, payment?: object) {
    const visitor = new CheckoutVisitor(app, host)
    const placed = await visitor.order({
      cartToken,
      email,
      shippingAddress: undefined,
      shippingOptionId: undefined,
      ...(payment === undefined ? {} : { payment }),
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const id = placed.json().order.id as string
    const row = await db()
      .selectFrom('orders')
      .select(['id', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { ...row, confirmationUrl: String(placed.json().confirmationUrl) }
  }

  it('shows a visitor the protected-content page (105): description, price and Join, never cached', async () => {
    const response = await app.inject({ url: '/studio-club', headers: { host } })
    expect(response.statusCode).toBe(200)
    expect(pageTypeOf(response.body)).toBe('105')
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(response.body).toContain('This content is for members of The Studio Club.')
    expect(response.body).toContain(DEMO_MEMBER_AREA.description)
    expect(response.body).toContain('$8.00 per month')
    expect(response.body).toMatch(
      /<button type="submit"[^>]*data-track-join="demo-studio-club"[^>]*>Join</,
    )
    expect(response.body).not.toContain('Oat glaze')
    // The video paywall: the page's video by its title, never its address.
    expect(response.body).toContain(
      '<strong>Glazing the oat mug, start to finish</strong> This video is for members. Join to watch it.',
    )
    expect(response.body).not.toContain('vimeo')
    // The navigation leads a newcomer there.
    expect(response.body).toContain('href="/studio-club"')
  })

  it('shows a signed-in customer who is not a member access denied (106)', async () => {
    const browser = new SiteBrowser(app, host)
    expect((await browser.signIn(DEMO_SITE_USER.email, DEMO_SITE_USER.password)).statusCode).toBe(
      200,
    )
    const response = await browser.request('GET', '/studio-club')
    expect(response.statusCode).toBe(403)
    expect(pageTypeOf(response.body)).toBe('106')
    expect(response.body).toContain('Your account is not a member of The Studio Club.')
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('joins a paid area through the checkout: the membership starts when the order is paid, and the content opens', async () => {
    const email = 'card-joiner@example.com'
    const { browser, joined } = await joiner(email)
    expect(joined.statusCode, /role="alert">([^<]*)/.exec(joined.body)?.[1]).toBe(303)
    const location = String(joined.headers.location)
    expect(location).toMatch(/^\/checkout\?cartToken=/)
    // Signed up and in, but not yet a member: the join alone grants nothing.
    expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('106')
    expect(await memberships(email)).toEqual([])

    const order = await checkout(decodeURIComponent(location.split('=')[1]!), email)
    expect(order.status).toBe('paid')
    const [membership] = await memberships(email)
    expect(membership).toMatchObject({ memberAreaId: area, plan: 'recurring', status: 'active' })
    expect(membership!.subscriptionId).not.toBeNull()

    // The checkout's confirmation leads a paid join on to membership confirmed (208).
    const back = await browser.request(
      'GET',
      new URL(order.confirmationUrl, 'http://localhost').pathname,
    )
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe(`/account/member-areas/${area}/confirmed`)
    const confirmed = await browser.request('GET', `/account/member-areas/${area}/confirmed`)
    expect(pageTypeOf(confirmed.body)).toBe('208')
    expect(confirmed.body).toContain('Welcome to The Studio Club.')
    expect(confirmed.body).toContain('href="/studio-club"')

    const content = await browser.request('GET', '/studio-club')
    expect(content.statusCode).toBe(200)
    expect(pageTypeOf(content.body)).toBe('2')
    expect(content.body).toContain('Oat glaze')
    expect(content.body).toContain('https://player.vimeo.com/video/76979871')
    expect(content.body).not.toContain('This video is for members.')
    expect(content.headers['cache-control']).toBe('private, no-store')

    // The page cache never hands the member's page to anyone else.
    for (let i = 0; i < 2; i++) {
      const anonymous = await app.inject({ url: '/studio-club', headers: { host } })
      expect(pageTypeOf(anonymous.body)).toBe('105')
      expect(anonymous.body).not.toContain('Oat glaze')
    }
  })

  it('starts no membership for an order awaiting its payment; marking it paid starts it', async () => {
    const email = 'offline-joiner@example.com'
    const { browser, joined } = await joiner(email)
    const cartToken = decodeURIComponent(String(joined.headers.location).split('=')[1]!)
    const row = await withMemberAreaTables(db())
      .selectFrom('memberAreas')
      .select('itemId')
      .where('id', '=', area)
      .executeTakeFirstOrThrow()
    expect(row.itemId).not.toBeNull()
    const order = await checkout(cartToken, email, { provider: 'offline' })
    expect(order.status).toBe('received')
    expect(await memberships(email)).toEqual([])
    expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('106')
    const paid = await markOrderPaid(
      {
        storage: app.atelier.storage,
        providers: defaultPaymentProviders(),
        mailer: createOutboxMailer(db(), () => clock),
      },
      {
        websiteId,
        orderId: order.id,
        now: clock,
        site: { title: 'Loam & Ember', url: 'http://localhost' },
      },
    )
    expect(paid.ok).toBe(true)
    expect(await memberships(email)).toHaveLength(1)
    expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('2')
  })

  it('keeps a cancelled paid membership open until the end of the paid period, then closes it', async () => {
    const email = 'canceller@example.com'
    const { browser, joined } = await joiner(email)
    await checkout(decodeURIComponent(String(joined.headers.location).split('=')[1]!), email)
    const [membership] = await memberships(email)
    await db()
      .updateTable('subscriptions')
      .set({ status: 'cancelled', nextBillingAt: null })
      .where('id', '=', membership!.subscriptionId!)
      .execute()
    const start = clock
    try {
      clock = new Date(start.getTime() + 20 * 86_400_000)
      // Sessions last a day: the member signs in again, as on any later visit.
      await browser.signIn(email, 'long-enough-1')
      expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('2')
      clock = new Date(start.getTime() + 32 * 86_400_000)
      await browser.signIn(email, 'long-enough-1')
      expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('106')
    } finally {
      clock = start
    }
  })

  it('ends access when a renewal failed and the subscription is past due', async () => {
    const email = 'past-due@example.com'
    const { browser, joined } = await joiner(email)
    await checkout(decodeURIComponent(String(joined.headers.location).split('=')[1]!), email)
    const [membership] = await memberships(email)
    expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('2')
    await db()
      .updateTable('subscriptions')
      .set({ status: 'past_due' })
      .where('id', '=', membership!.subscriptionId!)
      .execute()
    expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('106')
  })

  describe('a free area', () => {
    it('joins at once on sign-up and ends on membership confirmed (208); another area stays denied', async () => {
      const free = await insertMemberArea(db(), {
        websiteId,
        name: 'Open Studio',
        description: 'Free sign-up.',
        pricing: 'free',
        priceCents: 0,
        billingUnit: null,
        currency: 'USD',
        itemId: null,
        now: clock,
      })
      const browser = new SiteBrowser(app, host)
      const joined = await browser.request(
        'POST',
        `/account/member-areas/${free.id}/join`,
        { crumb: browser.crumb, email: 'free-joiner@example.com', password: 'long-enough-1' },
        { crumb: false },
      )
      expect(joined.statusCode).toBe(303)
      expect(joined.headers.location).toBe(`/account/member-areas/${free.id}/confirmed`)
      expect(await memberships('free-joiner@example.com')).toMatchObject([
        { memberAreaId: free.id, plan: 'free', status: 'active' },
      ])
      // A member of another area meets access denied on the Studio Club.
      const studio = await browser.request('GET', '/studio-club')
      expect(pageTypeOf(studio.body)).toBe('106')
    })

    it('refuses a join without the crumb and a second account for the same email', async () => {
      const browser = new SiteBrowser(app, host)
      const noCrumb = await browser.request(
        'POST',
        `/account/member-areas/${area}/join`,
        { email: 'nocrumb@example.com', password: 'long-enough-1' },
        { crumb: false },
      )
      expect(noCrumb.statusCode).toBe(403)
      expect(await memberships('nocrumb@example.com')).toEqual([])
      const again = await browser.request(
        'POST',
        `/account/member-areas/${area}/join`,
        { crumb: browser.crumb, email: DEMO_SITE_USER.email, password: 'long-enough-1' },
        { crumb: false },
      )
      expect(again.statusCode).toBe(409)
      expect(again.body).toContain('An account with this email already exists. Sign in to join.')
    })
  })
})
