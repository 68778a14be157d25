import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOwner } from '../auth/owner-repository.js'
import { hashPassword } from '../auth/password-hash.js'
import { seedDemo } from '../demo/seed-demo.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'

/** The JSON-LD nodes of a page (one script holding an array). */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const script = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)
  return script === null ? [] : (JSON.parse(script[1]!) as Record<string, unknown>[])
}

describeEachDialect('published demo site', (ctx) => {
  let app: FastifyInstance
  let storage: Storage
  let clock = Date.parse('2026-03-02T15:00:00Z')
  // Snapshots are re-checked once a second; tests move this clock instead of sleeping.
  const later = () => {
    clock += 5_000
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })
  const json = async (url: string) =>
    JSON.parse((await get(`${url}${url.includes('?') ? '&' : '?'}format=json`)).body)

  beforeAll(async () => {
    storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => new Date(clock) })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(async () => {
    await app.close()
  })

  it('serves the home page (page type 2) with the site title, main navigation and a crumb cookie', async () => {
    const response = await get('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<title>Loam &amp; Ember</title>')
    expect(response.body).toContain('<a class="main-nav__link" href="/shop">Shop</a>')
    expect(response.body).toContain('<summary class="main-nav__link">Studio</summary>')
    expect(response.body).toContain('Handmade stoneware and small-batch coffee')
    expect(response.cookies.some((cookie) => cookie.name === 'crumb')).toBe(true)
    expect((await json('/')).atelier.pageType).toBe(2)
  })

  it.each([
    ['/shop', 1, 'products-list', 'Speckled Stoneware Mug'],
    ['/shop/speckled-stoneware-mug', 50, 'products-item', 'Add To Cart'],
    ['/journal', 1, 'blog-list', 'A new ash glaze, six test tiles later'],
    ['/journal/a-new-ash-glaze', 50, 'blog-item', 'By Mara Lindqvist'],
    ['/events', 1, 'events-list', 'Cupping Night: Ethiopian Naturals'],
    ['/events/studio-sale', 50, 'events-item', 'Add to Google Calendar'],
    ['/gallery', 1, 'gallery', 'gallery gallery--grid'],
    ['/about', 2, 'page', 'Do you ship internationally?'],
    ['/contact', 2, 'page', 'Tell us about your last visit'],
  ])('%s answers 200 with page type %i (%s)', async (url, pageType, template, text) => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain(text)
    const context = await json(url)
    expect(context.atelier.pageType).toBe(pageType)
    expect(context.atelier.template).toBe(template)
  })

  it('names the page a form is sent from: collection pages as c, item pages as i', async () => {
    const contact = (await get('/contact')).body
    const contactId = (await json('/contact')).collection.id
    expect(contact).toContain(`data-page-id="${contactId}" data-content-source="c"`)
    const product = (await get('/shop/bud-vase')).body
    const productId = (await json('/shop/bud-vase')).item.id
    expect(product).toContain(`data-page-id="${productId}" data-content-source="i"`)
  })

  it('lists each event with its start and end, its location and a calendar link in UTC', async () => {
    const { body } = await get('/events')
    const cards = body.split('<li class="event-card">').slice(1)
    expect(cards).toHaveLength(2)
    for (const card of cards) {
      expect(card).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z">/)
      expect(card.match(/<time datetime=/g)).toHaveLength(2)
      expect(card).toContain('<p class="event-card__location">41 Foundry Lane')
      expect(card).toMatch(/dates=\d{8}T\d{6}Z(\/|%2F)\d{8}T\d{6}Z/)
    }
  })

  it('shows a product with its price, variants, quantity input, SEO tags and JSON-LD ProductGroup', async () => {
    const { body } = await get('/shop/speckled-stoneware-mug')
    expect(body).toContain('<h1 class="product__title">Speckled Stoneware Mug</h1>')
    expect(body).toContain('from $28.00')
    expect(body).toContain('<select aria-label="Select Size" data-variant-option-name="Size">')
    expect(body).toContain('max="9999" min="1" value="1"')
    expect(body).toContain(
      '<link rel="canonical" href="http://localhost/shop/speckled-stoneware-mug">',
    )
    expect(body).toContain('<meta property="og:type" content="product">')
    const nodes = jsonLdOf(body)
    // A product with variants is a ProductGroup whose variants are Products with their offers.
    const group = nodes.find((node) => node['@type'] === 'ProductGroup')!
    expect(group).toMatchObject({
      name: 'Speckled Stoneware Mug',
      variesBy: ['https://schema.org/size', 'https://schema.org/color'],
    })
    const variants = group.hasVariant as { sku: string; size: string; offers: unknown }[]
    expect(variants).toContainEqual(
      expect.objectContaining({
        sku: 'MUG-8-SAGE',
        size: '8 oz',
        offers: expect.objectContaining({
          price: '28.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        }),
      }),
    )
    expect(variants).toContainEqual(
      expect.objectContaining({
        sku: 'MUG-12-CHARCOAL',
        offers: expect.objectContaining({ availability: 'https://schema.org/OutOfStock' }),
      }),
    )
    expect(nodes.find((node) => node['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Shop', item: 'http://localhost/shop' },
        {
          position: 2,
          name: 'Speckled Stoneware Mug',
          item: 'http://localhost/shop/speckled-stoneware-mug',
        },
      ],
    })
    // A product of one variant stays a Product.
    const single = jsonLdOf((await get('/shop/moonlight-teapot')).body)
    expect(single.find((node) => node['@type'] === 'Product')).toMatchObject({
      name: 'Moonlight Teapot',
      offers: [expect.objectContaining({ priceCurrency: 'USD' })],
    })
  })

  it('describes posts, events and the business to search engines and link previews', async () => {
    const post = (await get('/journal/a-new-ash-glaze')).body
    expect(jsonLdOf(post).find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
      headline: expect.any(String),
      url: 'http://localhost/journal/a-new-ash-glaze',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      publisher: { '@type': 'Organization', name: 'Loam & Ember' },
    })
    const event = jsonLdOf((await get('/events/studio-sale')).body).find(
      (node) => node['@type'] === 'Event',
    )
    expect(event).toMatchObject({
      name: 'Seconds & Studio Sale',
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: '41 Foundry Lane' },
      },
    })
    const home = (await get('/')).body
    expect(jsonLdOf(home).find((node) => node['@type'] === 'Organization')).toMatchObject({
      name: 'Loam & Ember',
      url: 'http://localhost',
    })
    // Twitter cards everywhere; a page with an image shares it large, with its size and alt text.
    expect(home).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(home).toContain('<meta name="twitter:title" content="Loam &amp; Ember">')
    expect(post).toMatch(/<meta property="og:image:width" content="\d+">/)
    expect(post).toMatch(/<meta property="og:image:height" content="\d+">/)
    expect((await get('/search?q=mug')).body).toContain(
      '<meta name="twitter:card" content="summary">',
    )
  })

  it('serves the markup the form, newsletter and restock islands mount on', async () => {
    const contact = (await get('/contact')).body
    expect(contact).toContain(
      'data-island="site-form" data-form-id="form-contact" data-page-permission-type-value="1" novalidate>',
    )
    expect(contact).toContain('<div class="site-form__submission" role="status"')
    expect((await get('/')).body).toContain(
      'data-island="newsletter" data-list-id="list-studio-letter" novalidate>',
    )
    expect((await get('/shop/moonlight-teapot')).body).toMatch(
      /<div class="restock-box" data-island="restock" data-item-id="[^"]+" hidden><\/div>/,
    )
    expect((await get('/shop/gift-card')).body).not.toContain('data-island="restock"')
  })

  it('keeps meta descriptions to 250 characters at most', async () => {
    for (const url of ['/', '/about', '/journal/a-new-ash-glaze', '/shop/bud-vase']) {
      const description = /<meta name="description" content="([^"]*)">/.exec(
        (await get(url)).body,
      )![1]
      expect(description.length).toBeGreaterThan(0)
      expect(description.length).toBeLessThanOrEqual(250)
    }
  })

  it('answers an unknown path with the not-found page (page type 100, HTTP 404)', async () => {
    const response = await get('/no-such-page')
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('Page Not Found')
    expect((await json('/no-such-page')).atelier.pageType).toBe(100)
  })

  it('hides drafts, scheduled posts and private pages from visitors', async () => {
    expect((await get('/journal/holiday-market-plans')).statusCode).toBe(404)
    expect((await get('/journal/spring-collection-preview')).statusCode).toBe(404)
    expect((await get('/wholesale')).statusCode).toBe(404)
    const journal = (await get('/journal')).body
    expect(journal).not.toContain('Holiday market plans')
    expect(journal).not.toContain('Spring collection preview')
  })

  it('shows a scheduled post once its publish time has passed', async () => {
    const saved = clock
    clock += 90 * 24 * 60 * 60 * 1000
    expect((await get('/journal/spring-collection-preview')).statusCode).toBe(200)
    clock = saved + 5_000
  })

  it('finds a product by a word of its description', async () => {
    const response = await get('/search?q=speckles')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('1 result for “speckles”')
    expect(response.body).toContain('href="/shop/speckled-stoneware-mug"')
    expect((await json('/search?q=speckles')).atelier.pageType).toBe(102)
    expect((await get('/search?q=zzzqqq')).body).toContain('No results for “zzzqqq”.')
  })

  it('escapes the search query it shows back', async () => {
    const { body } = await get(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(body).not.toContain('<script>alert(1)</script>')
    expect(body).toContain('&lt;script&gt;')
  })

  it('lists every published page, post and product in the sitemap, and nothing hidden', async () => {
    const response = await get('/sitemap.xml')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    for (const path of [
      '/',
      '/shop',
      '/about',
      '/contact',
      '/shop/speckled-stoneware-mug',
      '/shop/gift-card',
      '/journal/a-new-ash-glaze',
      '/events/studio-sale',
    ]) {
      expect(response.body).toContain(`<loc>http://localhost${path}</loc>`)
    }
    // Each entry says when it last changed, as the sitemap protocol writes it.
    expect(response.body).toMatch(
      /<url><loc>http:\/\/localhost\/shop\/gift-card<\/loc><lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod><\/url>/,
    )
    expect(response.body).not.toContain('holiday-market-plans')
    expect(response.body).not.toContain('/wholesale')
    expect((await get('/robots.txt')).body).toContain('Sitemap: http://localhost/sitemap.xml')
  })

  it('rebuilds a cached page when stock changes', async () => {
    const before = await get('/shop')
    expect((await get('/shop')).headers.etag).toBe(before.headers.etag)
    await storage.db
      .updateTable('productVariants')
      .set({ qtyInStock: 3 })
      .where('sku', '=', 'TEAPOT-MOON')
      .execute()
    later()
    const after = await get('/shop')
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.body.match(/badge--sold-out/g)?.length ?? 0).toBe(
      (before.body.match(/badge--sold-out/g)?.length ?? 0) - 1,
    )
  })

  it('puts a password-protected page behind the lock screen (page type 103) until the password is given', async () => {
    const hash = await hashPassword('open sesame')
    await storage.db
      .updateTable('collections')
      .set({ passwordHash: hash, updatedAt: new Date(clock).toISOString() })
      .where('id', '=', 'col-about')
      .execute()
    later()
    const locked = await get('/about')
    expect(locked.statusCode).toBe(200)
    expect(locked.body).toContain('This page is password protected.')
    expect(locked.body).not.toContain('Do you ship internationally?')
    expect((await json('/about')).atelier.pageType).toBe(103)

    const crumb = /<input type="hidden" name="crumb" value="([\w-]+)" data-crumb>/.exec(
      locked.body,
    )![1]
    expect(locked.cookies.find((cookie) => cookie.name === 'crumb')?.value).toBe(crumb)
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` }
    const wrong = await app.inject({
      method: 'POST',
      url: '/about',
      headers: { host: 'localhost', ...form },
      payload: `password=nope&crumb=${crumb}`,
    })
    expect(wrong.body).toContain('Incorrect password. Please try again.')

    const right = await app.inject({
      method: 'POST',
      url: '/about',
      headers: { host: 'localhost', ...form },
      payload: `password=open%20sesame&crumb=${crumb}`,
    })
    expect(right.statusCode).toBe(303)
    expect(right.headers.location).toBe('/about')
    const unlock = right.cookies.find((cookie) => cookie.name === 'atelier_unlock_col-about')!
    expect(unlock.httpOnly).toBe(true)
    const opened = await get('/about', { cookie: `${unlock.name}=${unlock.value}` })
    expect(opened.body).toContain('Do you ship internationally?')
    expect((await get('/about', { cookie: `${unlock.name}=forged` })).body).toContain(
      'This page is password protected.',
    )

    await storage.db
      .updateTable('collections')
      .set({ passwordHash: null, updatedAt: new Date(clock + 1).toISOString() })
      .where('id', '=', 'col-about')
      .execute()
    later()
  })

  it('answers ?format=json with the page context and nothing secret', async () => {
    const owner = await createOwner(storage, {
      email: 'owner-secret@example.com',
      password: 'correct horse battery',
      now: new Date(),
    })
    const other = await testSite({ ...ctx, storage }, 'Other Site Nobody Should See')
    await storage.db
      .updateTable('collections')
      .set({
        passwordHash: await hashPassword('hidden'),
        updatedAt: new Date(clock + 2).toISOString(),
      })
      .where('id', '=', 'col-contact')
      .execute()
    later()
    for (const url of [
      '/',
      '/shop',
      '/shop/custom-name-mug',
      '/journal/a-new-ash-glaze',
      '/contact',
      '/search?q=mug',
      '/no-such-page',
    ]) {
      const response = await get(`${url}${url.includes('?') ? '&' : '?'}format=json`)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      const text = response.body
      const context = JSON.parse(text)
      expect(context.website.siteTitle).toBe('Loam & Ember')
      for (const secret of [
        'passwordHash',
        'scrypt$',
        owner.email,
        'password_hash',
        'sessions',
        other.site.id,
        'Other Site Nobody Should See',
        '"orders"',
        '"customerEmail"',
        '"token"',
      ]) {
        expect(text).not.toContain(secret)
      }
    }
    expect(
      (await json('/shop/custom-name-mug')).item.structuredContent.additionalFieldsForm.name,
    ).toBe('Lettering details')
  })

  it('shows the error page (page type 101, HTTP 500) when a page cannot be built', async () => {
    await storage.db
      .updateTable('collections')
      .set({
        content: storage.dialect.encodeJson({ blocks: 'broken' }),
        updatedAt: new Date(clock + 3).toISOString(),
      })
      .where('id', '=', 'col-about')
      .execute()
    later()
    const response = await get('/about')
    expect(response.statusCode).toBe(500)
    expect(response.body).toContain('Something went wrong')
    expect((await json('/about')).atelier.pageType).toBe(101)
  })
})

describeEachDialect('hosts without a website', (ctx) => {
  it('answers 404 for an unknown host', async () => {
    const app = await testApp(ctx)
    await testSite(ctx)
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'nobody-here.example' },
    })
    expect(response.statusCode).toBe(404)
    await app.close()
  })
})

describe('demo seeding', () => {
  it('is exported for the CLI and the first start', () => {
    expect(typeof seedDemo).toBe('function')
  })
})
