import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture, type CartFixture } from '../commerce/testing/cart-fixture.js'
import { seedOfflinePayingStore } from './testing/offline-paying-store.js'
import { CheckoutVisitor } from './testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

describeEachDialect('checkout pages', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
  })
  afterAll(async () => {
    await app.close()
  })

  const page = (url: string) => app.inject({ url, headers: { host: fx.host } })

  it('serves the checkout page (201) in the site layout with a strict CSP and the checkout island', async () => {
    const response = await page('/checkout?cartToken=abcdefghijklmnop1234')
    expect(response.statusCode).toBe(200)
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(response.body).toContain('data-island="checkout"')
    expect(response.body).toContain('data-cart-token="abcdefghijklmnop1234"')
    // No inline script may run on the page: every script is a file of this site.
    const inline = response.body.match(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>/g) ?? []
    expect(inline).toEqual([])
    expect((await page('/checkout?format=json')).json().atelier.pageType).toBe(201)
  })

  it('shows order confirmed (202), order received (207), subscription confirmed (206) and order status (211)', async () => {
    const buy = async (body: Record<string, unknown>, cartToken?: string) => {
      const visitor = new CheckoutVisitor(app, fx.host)
      if (cartToken === undefined) {
        await visitor.add({ itemId: fx.id('lesson'), sku: fx.sku('lesson'), quantity: 1 })
      }
      const placed = await visitor.order({ ...body, ...(cartToken ? { cartToken } : {}) })
      expect(placed.statusCode).toBe(201)
      return placed.json().confirmationUrl as string
    }
    const paid = await buy({})
    const confirmed = await page(paid)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.headers['content-security-policy']).toBeDefined()
    expect(confirmed.body).toContain('Order Confirmed')
    expect(confirmed.body).toContain('Test order: no money was charged.')
    expect((await page(`${paid}?format=json`)).json().atelier.pageType).toBe(202)

    const offline = await buy({ payment: { provider: 'offline' } })
    expect((await page(`${offline}?format=json`)).json().atelier.pageType).toBe(207)

    const subscriptionCart = await new CheckoutVisitor(app, fx.host).post(
      '/api/3/commerce/cart/subscription',
      { itemId: fx.id('beans'), sku: fx.sku('beans'), qty: 1 },
    )
    const subscribed = await buy({}, subscriptionCart.json().cartToken)
    expect((await page(`${subscribed}?format=json`)).json().atelier.pageType).toBe(206)

    const token = paid.split('/').pop() ?? ''
    const status = await page(`/orders/${token}`)
    expect(status.statusCode).toBe(200)
    expect(status.body).toContain('Status: Paid')
    expect((await page(`/orders/${token}?format=json`)).json().atelier.pageType).toBe(211)
    expect((await page('/orders/not-a-real-token-000000')).statusCode).toBe(404)
  })

  it('cancels a subscription from the order status page with a plain form', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    const cart = await visitor.post('/api/3/commerce/cart/subscription', {
      itemId: fx.id('beans'),
      sku: fx.sku('beans'),
      qty: 1,
    })
    const placed = await visitor.order({ cartToken: cart.json().cartToken })
    const token = placed.json().confirmationUrl.split('/').pop()

    // A first visit without a crumb gets one: set as a cookie and written into the form.
    const first = await page(`/orders/${token}`)
    expect(first.statusCode).toBe(200)
    const handedOut = first.cookies.find((cookie) => cookie.name === 'crumb')?.value
    expect(handedOut).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(first.body).toContain(`name="crumb" value="${handedOut}"`)

    const crumb = 'order-status-crumb-0123456789'
    const withCrumb = (url: string) =>
      app.inject({ url, headers: { host: fx.host, cookie: `crumb=${crumb}` } })
    const status = await withCrumb(`/orders/${token}`)
    expect(status.body).toContain('Subscription: Active')
    expect(status.body).toContain(`name="crumb" value="${crumb}"`)
    // Cancelling is asked first, and the next payment is dated in words, not as an ISO day.
    expect(status.body).toContain('<summary>Cancel subscription</summary>')
    expect(status.body).toContain('Yes, cancel subscription')
    expect(status.body).not.toMatch(/next payment on \d{4}-\d{2}-\d{2}/)

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/commerce/orders/${token}/subscription/cancel`,
      headers: {
        host: fx.host,
        cookie: `crumb=${crumb}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `crumb=${crumb}`,
    })
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(`/orders/${token}`)
    const after = await withCrumb(`/orders/${token}`)
    expect(after.body).toContain('Subscription: Cancelled')
    expect(after.body).not.toContain('Cancel subscription')
  })

  it('draws from the published site’s snapshot and leaves out the owner’s popup', async () => {
    const shop = await seedCartFixture(ctx.storage, ctx.dataDir)
    const website = await ctx.storage.db
      .selectFrom('websites')
      .select(['title', 'settings'])
      .where('id', '=', shop.websiteId)
      .executeTakeFirstOrThrow()
    const settings = ctx.storage.dialect.decodeJson<Record<string, unknown>>(website.settings)
    const saveWebsite = (title: string) =>
      ctx.storage.db
        .updateTable('websites')
        .set({
          title,
          settings: ctx.storage.dialect.encodeJson({
            ...settings,
            title,
            popupOverlay: { enabled: true, title: 'Join our list', body: [], version: 1 },
          }),
        })
        .where('id', '=', shop.websiteId)
        .execute()
    await saveWebsite(website.title)
    const visit = (url: string) => app.inject({ url, headers: { host: shop.host } })

    const home = (await visit('/?format=json')).json()
    expect(home.atelier.popup).toMatchObject({ title: 'Join our list' })
    // The cart page, like checkout, does not interrupt a buyer with the overlay.
    expect((await visit('/cart?format=json')).json().atelier.popup).toBeUndefined()
    // A change that leaves the site version alone: a page from the same snapshot still shows the
    // old title, one from a cache of its own would load the new one.
    await saveWebsite('Renamed behind the cache')
    const checkout = (await visit('/checkout?format=json')).json()
    expect(checkout.website.siteTitle).toBe(website.title)
    expect(checkout.atelier.popup).toBeUndefined()

    const html = (await visit('/checkout')).body
    expect(html).toContain('data-island="checkout"')
    expect(html).not.toContain('data-island="popup-overlay"')
    expect(html).not.toContain('Join our list')
    expect((await visit('/')).body).toContain('Join our list')
  })
})
