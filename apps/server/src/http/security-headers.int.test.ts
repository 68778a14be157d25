import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import { seedDemo } from '../demo/seed-demo.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { observatoryGrade } from '../testing/observatory-grade.js'
import { testApp, testCrumb } from '../testing/test-app.js'

/** Behind a TLS-terminating proxy trusted with TRUST_PROXY, which says so in X-Forwarded-Proto. */
const overTls = { host: 'localhost', 'x-forwarded-proto': 'https' }

const cookieNames = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => cookie.name).sort()

describeEachDialect('security headers and cookies', (ctx) => {
  let app: FastifyInstance
  let productPath = ''

  beforeAll(async () => {
    app = await testApp(ctx, {}, { trustProxy: ['127.0.0.1'] })
    await seedDemo(ctx.storage, app.atelier, { images: false })
    const shop = await app.inject({ url: '/shop?format=json', headers: { host: 'localhost' } })
    const items = shop.json().items as Array<{ fullUrl: string }>
    productPath = items[0]!.fullUrl
  })
  afterAll(() => app.close())

  describe('Mozilla HTTP Observatory, its header tests, behind TLS', () => {
    for (const [name, path] of [
      ['the home page', '/'],
      ['a product page', () => productPath],
      ['the checkout', '/checkout'],
      ['the account sign-in', '/account/login'],
      ['the editor', '/config'],
    ] as const) {
      it(`grades ${name} A or better`, async () => {
        const url = typeof path === 'string' ? path : path()
        // Twice: the second answer of a published page comes from the page cache.
        for (let attempt = 0; attempt < 2; attempt++) {
          const response = await app.inject({ url, headers: overTls })
          expect(response.statusCode).toBe(200)
          const result = observatoryGrade(response.headers)
          expect(result.tests.join('\n')).not.toMatch(/: -\d/)
          expect(result.score, result.tests.join('\n')).toBeGreaterThanOrEqual(90)
          expect(['A', 'A+']).toContain(result.grade)
        }
      })
    }
  })

  it('sends HSTS and Secure cookies over HTTPS only', async () => {
    const secure = await app.inject({ url: '/api/crumb', headers: overTls })
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000')
    expect(secure.cookies.length).toBe(2)
    for (const cookie of secure.cookies) {
      expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' })
    }
    const plain = await app.inject({ url: '/api/crumb', headers: { host: 'localhost' } })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    for (const cookie of plain.cookies) expect(cookie.secure).toBeUndefined()
    // Without TRUST_PROXY the header is anyone's to send, and is not believed.
    const untrusted = await testApp(ctx)
    try {
      const spoofed = await untrusted.inject({ url: '/api/crumb', headers: overTls })
      expect(spoofed.headers['strict-transport-security']).toBeUndefined()
      for (const cookie of spoofed.cookies) expect(cookie.secure).toBeUndefined()
    } finally {
      await untrusted.close()
    }
  })

  it('lets only the site itself frame its pages (the editor canvas); nothing frames the editor', async () => {
    for (const url of ['/', '/account/login', '/no-such-page', productPath]) {
      const response = await app.inject({ url, headers: { host: 'localhost' } })
      const policy = String(response.headers['content-security-policy'])
      expect(policy, url).toContain("frame-ancestors 'self'")
      expect(policy, url).toContain("script-src 'self';")
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN')
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    }
    const editor = await app.inject({ url: '/config', headers: { host: 'localhost' } })
    const policy = String(editor.headers['content-security-policy'])
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toMatch(/script-src 'self'(;|$)/)
    expect(policy).not.toContain("unsafe-inline'; script")
    expect(editor.headers['x-frame-options']).toBe('DENY')
  })

  it('sets no cookie on pages, assets, the sitemap or robots.txt, and lets shared caches keep them', async () => {
    const answers: Record<string, LightMyRequestResponse> = {}
    for (const url of [
      '/',
      productPath,
      '/account/login',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/assets/theme/site.css',
      '/assets/fonts/all.css',
    ]) {
      answers[url] = await app.inject({ url, headers: { host: 'localhost' } })
      expect(answers[url]!.statusCode, url).toBe(200)
      expect(answers[url]!.headers['set-cookie'], url).toBeUndefined()
      // The account pages are never cached; everything else may be kept by a shared cache.
      if (url !== '/account/login') {
        expect(answers[url]!.headers['cache-control'], url).toMatch(/^public/)
      }
    }
    expect(answers['/']!.headers['cache-control']).toBe('public, no-cache')
    expect(answers['/assets/theme/site.css']!.headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    // A page asked for with an experiment assignment is that visitor's own.
    const assigned = await app.inject({
      url: '/',
      headers: { host: 'localhost', cookie: 'ss_exp=anything' },
    })
    expect(assigned.headers['cache-control']).toBe('private, no-cache')
  })

  it('hands out the crumb and the cart key from the crumb call, once', async () => {
    const first = await app.inject({ url: '/api/crumb', headers: { host: 'localhost' } })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(cookieNames(first)).toEqual(['atelier_cart_key', 'crumb'])
    const crumb = first.cookies.find((cookie) => cookie.name === 'crumb')!
    const key = first.cookies.find((cookie) => cookie.name === 'atelier_cart_key')!
    expect(first.json()).toEqual({ crumb: crumb.value })
    expect(crumb.httpOnly).toBeUndefined()
    expect(key.httpOnly).toBe(true)
    const again = await app.inject({
      url: '/api/crumb',
      headers: { host: 'localhost', cookie: `crumb=${crumb.value}; atelier_cart_key=${key.value}` },
    })
    expect(again.json()).toEqual({ crumb: crumb.value })
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('gives a cart key on the first cart action of a browser that has none', async () => {
    const fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    const added = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: {
        host: fx.host,
        'x-forwarded-proto': 'https',
        cookie: `crumb=${testCrumb}`,
        'x-csrf-token': testCrumb,
      },
      payload: { itemId: fx.id('beans'), sku: fx.sku('beans'), quantity: 1 },
    })
    expect(added.statusCode).toBe(200)
    expect(cookieNames(added)).toEqual(['CART', 'atelier_cart_key', 'hasCart'])
    for (const cookie of added.cookies) expect(cookie.secure).toBe(true)
  })
})
