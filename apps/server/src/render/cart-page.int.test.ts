import type { Website } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ENGRAVING_FORM_ID } from '../demo/demo-products.js'
import { seedDemo } from '../demo/seed-demo.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

/** The cart root's opening tag. */
function cartRoot(html: string): string {
  const at = html.indexOf('data-island="cart-page"')
  expect(at).toBeGreaterThan(-1)
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1)
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describeEachDialect('the /cart page', (ctx) => {
  let app: FastifyInstance
  let storage: Storage
  let clock = Date.parse('2026-03-02T15:00:00Z')
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })

  beforeAll(async () => {
    storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => new Date(clock) })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(() => app.close())

  it('renders the cart root (page type 200) in the site layout, without the floating pill', async () => {
    const response = await get('/cart')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<title>Shopping Cart')
    expect(response.body).toContain('<h1 class="page-title">Shopping Cart</h1>')
    expect(response.body).toContain('data-page-type="200"')
    expect(response.body).toContain('<a class="main-nav__link" href="/shop">Shop</a>')
    expect(response.body).not.toContain('data-island="cart-pill"')
    const root = cartRoot(response.body)
    expect(root).toMatch(/^<div class="cart-root" data-island="cart-page" /)
    expect(root).not.toContain('data-minimum-subtotal-cents')
  })

  it("gives the cart root each product's extra-information form, by item id", async () => {
    const forms = JSON.parse(attribute(cartRoot((await get('/cart')).body), 'data-product-forms')!)
    expect(Object.keys(forms)).toEqual(['item-custom-name-mug'])
    expect(forms['item-custom-name-mug']).toMatchObject({
      id: ENGRAVING_FORM_ID,
      name: 'Lettering details',
    })
    expect(forms['item-custom-name-mug'].fields.length).toBeGreaterThan(0)
  })

  it('is rendered once per site version: same ETag, 304 when unchanged, JSON context on request', async () => {
    const first = await get('/cart')
    const second = await get('/cart')
    expect(second.headers.etag).toBe(first.headers.etag)
    const conditional = await get('/cart', { 'if-none-match': String(first.headers.etag) })
    expect(conditional.statusCode).toBe(304)
    const context = JSON.parse((await get('/cart?format=json')).body)
    expect(context.atelier.pageType).toBe(200)
    expect(context.atelier.template).toBe('cart')
    expect(context.atelier.cartPage.minimumSubtotalCents).toBe(0)
  })

  it("shows the store's minimum subtotal once the owner sets one", async () => {
    const before = await get('/cart')
    const row = await storage.db
      .selectFrom('websites')
      .select(['id', 'settings'])
      .executeTakeFirstOrThrow()
    const website = storage.dialect.decodeJson<Website>(row.settings)
    website.settings.storeSettings.minimumOrderSubtotalCents = 2500
    clock += 5_000
    await storage.db
      .updateTable('websites')
      .set({
        settings: storage.dialect.encodeJson(website),
        updatedAt: new Date(clock).toISOString(),
      })
      .where('id', '=', row.id)
      .execute()
    const after = await get('/cart')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(attribute(cartRoot(after.body), 'data-minimum-subtotal-cents')).toBe('2500')
    // Printed by the server in the store's money format, so the island needs no CLDR data.
    expect(attribute(cartRoot(after.body), 'data-minimum-subtotal-text')).toBe('$25.00')
  })

  it('renders the cart root as the commerce cart v2 (page type 205) when the store says so', async () => {
    const row = await storage.db
      .selectFrom('websites')
      .select(['id', 'settings'])
      .executeTakeFirstOrThrow()
    const website = storage.dialect.decodeJson<Website>(row.settings)
    expect(website.settings.storeSettings.commerceCartV2 ?? false).toBe(false)
    website.settings.storeSettings.commerceCartV2 = true
    clock += 5_000
    await storage.db
      .updateTable('websites')
      .set({
        settings: storage.dialect.encodeJson(website),
        updatedAt: new Date(clock).toISOString(),
      })
      .where('id', '=', row.id)
      .execute()
    const response = await get('/cart')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('data-page-type="205"')
    expect(cartRoot(response.body)).toMatch(/^<div class="cart-root" data-island="cart-page" /)
    const context = JSON.parse((await get('/cart?format=json')).body)
    expect(context.atelier.pageType).toBe(205)
    expect(context.atelier.template).toBe('cart')
  })
})
