import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { DEMO_MEMBER_AREA } from '../demo/demo-pages.js'
import { seedDemo } from '../demo/seed-demo.js'
import { upsertMembership } from '../members/membership-repository.js'
import { insertMemberArea } from '../members/member-area-repository.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { SiteBrowser } from './testing/site-browser.js'

const host = 'localhost'
const area = DEMO_MEMBER_AREA.id
const password = 'long-enough-1'
const day = 86_400_000
const pageTypeOf = (html: string) => /data-page-type="(\d+)"/.exec(html)?.[1]

describeEachDialect('memberships on the account page', (ctx) => {
  let app: FastifyInstance
  let websiteId: string
  let clock = new Date()

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => clock })
    websiteId = (await seedDemo(storage, app.atelier, { images: false }))!.websiteId
    await seedCheckoutSettings(storage, websiteId, demoCheckoutSettings)
  })
  afterAll(() => app.close())

  const db = () => app.atelier.storage.db
  const membershipOf = (email: string) =>
    withMemberAreaTables(db())
      .selectFrom('areaMemberships')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow()

  /** Signs up through the Studio Club's Join form and pays the monthly plan with the test card. */
  async function paidMember(email: string) {
    const browser = new SiteBrowser(app, host)
    const joined = await browser.request(
      'POST',
      `/account/member-areas/${area}/join`,
      { crumb: browser.crumb, email, password, returnTo: '/studio-club' },
      { crumb: false },
    )
    expect(joined.statusCode).toBe(303)
    const cartToken = decodeURIComponent(String(joined.headers.location).split('=')[1])
    const placed = await new CheckoutVisitor(app, host).order({
      cartToken,
      email,
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode, placed.body).toBe(201)
    return browser
  }

  const memberships = async (browser: SiteBrowser) =>
    (await browser.request('GET', '/api/site-users/account/memberships')).json<{
      memberships: Array<Record<string, unknown>>
    }>().memberships

  it('lists a paid membership with its plan, status, join date, next renewal and the way in', async () => {
    const browser = await paidMember('listed@example.com')
    const [membership] = await memberships(browser)
    expect(membership).toMatchObject({
      areaId: area,
      areaName: 'The Studio Club',
      plan: 'recurring',
      planText: '$8.00 per month',
      status: 'active',
      cancellable: true,
      contentPath: '/studio-club',
      accessUntil: null,
    })
    expect(Date.parse(String(membership!.renewsAt))).toBeGreaterThan(clock.getTime() + 27 * day)

    const page = (await browser.request('GET', '/account')).body
    expect(page).toContain(
      '<h2 class="account-card__title" id="account-memberships-title">Memberships</h2>',
    )
    expect(page).toContain('<strong>The Studio Club</strong>')
    expect(page).toContain('$8.00 per month')
    expect(page).toMatch(/Joined on \w+ \d+, \d{4}/)
    expect(page).toMatch(/Next renewal on \w+ \d+, \d{4}/)
    expect(page).toContain('<a class="account-link" href="/studio-club">Open The Studio Club</a>')
    const id = String(membership!.id)
    expect(page).toContain(`action="/api/site-users/account/memberships/${id}/cancel"`)
  })

  it('cancels a paid membership: nothing more is charged, access lasts to the end of the paid period', async () => {
    const email = 'leaver@example.com'
    const browser = await paidMember(email)
    const [membership] = await memberships(browser)
    const id = String(membership!.id)

    // Someone else's membership is not found, as if it did not exist; signed out is 401.
    const stranger = await paidMember('stranger@example.com')
    const foreign = await stranger.request(
      'POST',
      `/api/site-users/account/memberships/${id}/cancel`,
    )
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toMatchObject({ message: 'Membership not found.' })
    const signedOut = await new SiteBrowser(app, host).request(
      'POST',
      `/api/site-users/account/memberships/${id}/cancel`,
    )
    expect(signedOut.statusCode).toBe(401)
    expect((await membershipOf(email)).status).toBe('active')

    const cancelled = await browser.request(
      'POST',
      `/api/site-users/account/memberships/${id}/cancel`,
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'ending' })
    const accessUntil = Date.parse(cancelled.json<{ accessUntil: string }>().accessUntil)
    expect(accessUntil).toBeGreaterThan(clock.getTime() + 27 * day)
    const row = await membershipOf(email)
    expect(row.status).toBe('cancelled')
    const subscription = await db()
      .selectFrom('subscriptions')
      .select(['status', 'nextBillingAt'])
      .where('id', '=', row.subscriptionId!)
      .executeTakeFirstOrThrow()
    expect(subscription).toEqual({ status: 'cancelled', nextBillingAt: null })

    // Twice is refused; the page says cancelled, until when, and offers no second cancel.
    const again = await browser.request('POST', `/api/site-users/account/memberships/${id}/cancel`)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: 'This membership has no payments to cancel.' })
    const page = (await browser.request('GET', '/account')).body
    expect(page).toContain('account-badge--cancelled">Cancelled<')
    expect(page).toMatch(/Access until \w+ \d+, \d{4}/)
    expect(page).not.toContain(`/memberships/${id}/cancel`)
    expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('2')

    // After the paid period the content closes, and the account says ended, with no way in.
    const start = clock
    try {
      clock = new Date(start.getTime() + 32 * day)
      await browser.signIn(email, password)
      expect(pageTypeOf((await browser.request('GET', '/studio-club')).body)).toBe('106')
      const later = await memberships(browser)
      expect(later[0]).toMatchObject({ status: 'ended', contentPath: null, cancellable: false })
      expect((await browser.request('GET', '/account')).body).toContain(
        'account-badge--ended">Ended<',
      )
    } finally {
      clock = start
    }
  })

  it("the page's cancel form works without scripts and comes back to the account", async () => {
    const browser = await paidMember('no-script@example.com')
    const [membership] = await memberships(browser)
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const posted = await app.inject({
      method: 'POST',
      url: `/api/site-users/account/memberships/${String(membership!.id)}/cancel`,
      headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${browser.crumb}`,
    })
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe('/account#account-memberships')
    expect((await memberships(browser))[0]).toMatchObject({ status: 'ending' })
  })

  it('shows free and complimentary memberships without renewal or cancel; those cannot be cancelled', async () => {
    const browser = await paidMember('collector@example.com')
    const free = await insertMemberArea(db(), {
      websiteId,
      name: 'Open Studio',
      description: 'Free sign-up.',
      pricing: 'free',
      priceCents: 0,
      billingUnit: null,
      currency: 'USD',
      itemId: null,
      now: new Date(clock.getTime() + 1000),
    })
    await upsertMembership(db(), {
      websiteId,
      memberAreaId: free.id,
      email: 'collector@example.com',
      plan: 'comp',
      now: new Date(clock.getTime() + 1000),
    })
    const listed = await memberships(browser)
    expect(listed.map((row) => [row.areaName, row.planText, row.status, row.cancellable])).toEqual([
      ['Open Studio', 'Complimentary', 'active', false],
      ['The Studio Club', '$8.00 per month', 'active', true],
    ])
    // The free area holds no page yet: no way in to show.
    expect(listed[0]!.contentPath).toBeNull()
    const refused = await browser.request(
      'POST',
      `/api/site-users/account/memberships/${String(listed[0]!.id)}/cancel`,
    )
    expect(refused.statusCode).toBe(409)
  })
})
