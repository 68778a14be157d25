import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_SITE_USER, seedDemo } from '../demo/seed-demo.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'
import { localReturnPath } from './account-pages.js'

/** The sign-in island's opening tag. */
function island(html: string): string {
  const at = html.indexOf('data-island="account-login"')
  expect(at).toBeGreaterThan(-1)
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1)
}

describeEachDialect('the /account/login page', (ctx) => {
  let app: FastifyInstance
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(() => app.close())

  it('renders the sign-in island in the site layout, not indexed, not cached, not framed by others', async () => {
    const response = await get('/account/login?returnTo=/shop/bud-vase')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('<title>Sign In')
    expect(response.body).toContain('<h1 class="page-title">Sign In</h1>')
    expect(response.body).toContain('<meta name="robots" content="noindex">')
    expect(response.body).toContain('<a class="main-nav__link" href="/shop">Shop</a>')
    expect(island(response.body)).toBe(
      '<div class="account-login" data-island="account-login" data-return-to="/shop/bud-vase">',
    )
    // The island asks for the crumb when it signs in (GET /api/crumb); the page sets no cookie.
    expect(response.headers['set-cookie']).toBeUndefined()
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('links every page to it from the header', async () => {
    expect((await get('/')).body).toContain(
      '<a class="header-account" href="/account/login" aria-label="Account">',
    )
  })

  it("seeds the demo shop's customer account that README names", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/session',
      headers: { host: 'localhost', ...crumbHeaders() },
      payload: { email: 'shopper@example.com', password: 'ceramics-demo' },
    })
    expect(response.statusCode).toBe(200)
    expect(DEMO_SITE_USER.email).toBe('shopper@example.com')
  })

  it('never sends the visitor back to another site', async () => {
    const tag = island((await get('/account/login?returnTo=//evil.example/x')).body)
    expect(tag).toContain('data-return-to=""')
  })
})

it('localReturnPath keeps local paths only', () => {
  expect(localReturnPath('/cart')).toBe('/cart')
  expect(localReturnPath('/shop/mug?x=1')).toBe('/shop/mug?x=1')
  for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'cart', '/a b'])
    expect(localReturnPath(bad), bad).toBe('')
  expect(localReturnPath('/account/login?returnTo=/')).toBe('')
  expect(localReturnPath(undefined)).toBe('')
})
