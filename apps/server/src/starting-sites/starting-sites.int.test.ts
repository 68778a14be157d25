import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ContributorRole } from '@atelier/schema'
import { createPage, updatePage } from '../editor-api/pages-service.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { STARTING_SITES } from './starting-sites.js'
import { startingSitesStrings } from './starting-sites-strings.js'

describeEachDialect('starting sites (issue 22)', (ctx) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp(ctx)
  })
  afterAll(() => app.close())

  /** A new site as the first start makes it: one published, empty Home page; its admin signed in. */
  async function newSite(role: number = ContributorRole.admin) {
    const { site, host } = await testSite(ctx, 'My Site')
    const home = await createPage(app.atelier, site.id, {
      kind: 'page',
      title: 'Home',
      section: 'main',
    })
    if (!home.ok) throw new Error('no home page')
    await updatePage(app.atelier, site.id, home.value.id, { status: 'published' })
    const session = await signInOwner(ctx, app, host, role)
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { host, ...crumbHeaders(session) },
        ...(payload === undefined ? {} : { payload }),
      })
    return { site, host, call }
  }

  for (const starting of STARTING_SITES) {
    it(`${starting.key}: fills a new site that then looks designed, with its pages and pictures`, async () => {
      const { site, host, call } = await newSite()
      const before = await app.inject({ url: '/', headers: { host } })
      expect(before.body).not.toContain(starting.headline)

      const choices = await call('GET', '/api/editor/starting-sites')
      expect(choices.json()).toMatchObject({ available: true })
      const preview = await call('GET', `/api/editor/starting-sites/${starting.key}/preview.svg`)
      expect(preview.statusCode).toBe(200)
      expect(preview.headers['content-type']).toMatch(/^image\/svg\+xml/)

      const applied = await call('POST', `/api/editor/starting-sites/${starting.key}/apply`)
      expect(applied.statusCode, applied.body).toBe(200)

      // The published-page cache re-checks the site a moment after use, as after any publish.
      await expect
        .poll(async () => (await app.inject({ url: '/', headers: { host } })).body, {
          timeout: 5000,
        })
        .toContain(starting.headline)
      const home = await app.inject({ url: '/', headers: { host } })
      expect(home.statusCode).toBe(200)
      expect(home.body).toContain(starting.title.replace('&', '&amp;'))
      expect(home.body).not.toContain('This page has no blocks yet.')
      const files = await ctx.storage.db
        .selectFrom('files')
        .select(['width', 'size'])
        .where('websiteId', '=', site.id)
        .execute()
      expect(files).toHaveLength(starting.images.length)
      for (const file of files) {
        expect(file.width).toBeGreaterThanOrEqual(1200)
        expect(file.size).toBeGreaterThan(1000)
      }
      const styles = await call('GET', '/api/editor/styles')
      expect(JSON.stringify(styles.json())).toContain(starting.styles.colors.accent)
      // A shop's checkout works from the first minute: its shipping options came with it.
      const checkout = await call('GET', '/api/editor/checkout-settings')
      expect(checkout.json().shippingRates.length).toBe(
        starting.checkout?.shippingRates.length ?? 0,
      )
      // Nothing of a site with content is ever replaced.
      const again = await call('POST', `/api/editor/starting-sites/${starting.key}/apply`)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(startingSitesStrings.siteNotEmpty)
      expect((await call('GET', '/api/editor/starting-sites')).json().available).toBe(false)
    })
  }

  it('lets two sites start from the same design', async () => {
    const first = await newSite()
    const second = await newSite()
    expect((await first.call('POST', '/api/editor/starting-sites/blog/apply')).statusCode).toBe(200)
    expect((await second.call('POST', '/api/editor/starting-sites/blog/apply')).statusCode).toBe(
      200,
    )
    const page = await app.inject({ url: '/blog', headers: { host: second.host } })
    expect(page.body).toContain('Good coffee, a long way from a kitchen')
  })

  it('refuses an unknown design (404), a viewer (403) and a call without the crumb (403)', async () => {
    const { host, call } = await newSite()
    expect((await call('POST', '/api/editor/starting-sites/castle/apply')).statusCode).toBe(404)
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/editor/starting-sites/shop/apply',
      headers: { host },
    })
    expect([401, 403]).toContain(noCrumb.statusCode)
    const viewer = await newSite(ContributorRole.viewer)
    expect((await viewer.call('POST', '/api/editor/starting-sites/shop/apply')).statusCode).toBe(
      403,
    )
  })

  it('the checklist follows the real state: adding a product ticks "First product"', async () => {
    const { site, call } = await newSite()
    await call('POST', '/api/editor/starting-sites/shop/apply')
    const done = async () =>
      Object.fromEntries(
        (await call('GET', '/api/editor/setup-checklist'))
          .json()
          .items.map((item: { id: string; done: boolean }) => [item.id, item.done]),
      )
    // The shop's sample products are not the owner's first product.
    expect(await done()).toEqual({
      'title-logo': false,
      product: false,
      payments: false,
      domain: true,
      publish: false,
    })
    const shop = await ctx.storage.db
      .selectFrom('collections')
      .select('id')
      .where('websiteId', '=', site.id)
      .where('type', '=', 'store')
      .executeTakeFirstOrThrow()
    const created = await call('POST', `/api/editor/store/collections/${shop.id}/products`, {
      title: 'Linen Napkins',
      status: 'published',
      tags: [],
      categories: [],
      excerpt: 'Set of four.',
      structuredContent: {
        productType: 1,
        variants: [{ sku: 'NAPKINS-4', priceCents: 3200, qtyInStock: 10, attributes: {} }],
      },
    })
    expect(created.statusCode, created.body).toBe(200)
    expect((await done()).product).toBe(true)
  })
})
