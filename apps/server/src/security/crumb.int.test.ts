import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'

describeEachDialect('crumb (CSRF)', (ctx) => {
  let app: FastifyInstance
  let host: string
  const crumb = 'AbCdEfGhIjKlMnOpQrStUv'

  beforeAll(async () => {
    app = await testApp(ctx, {
      routes: (scope) => {
        scope.get('/test-page', async (_request, reply) =>
          reply.type('text/html').send('<p>hi</p>'),
        )
        scope.post('/api/test/change', async () => ({ changed: true }))
        scope.delete('/api/test/change', async () => ({ changed: true }))
        scope.get('/api/test/read', async () => ({ read: true }))
      },
    })
    ;({ host } = await testSite(ctx))
  })
  afterAll(() => app.close())

  it('sets no crumb on a page; the crumb call sets a readable one', async () => {
    const page = await app.inject({ url: '/test-page', headers: { host } })
    expect(page.headers['set-cookie']).toBeUndefined()
    const response = await app.inject({ url: '/api/crumb', headers: { host } })
    const cookie = response.cookies.find((c) => c.name === 'crumb')
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(cookie?.httpOnly).toBeUndefined()
    expect(cookie?.sameSite).toBe('Lax')
    expect(cookie?.path).toBe('/')
  })

  it('keeps the crumb the visitor already has', async () => {
    const response = await app.inject({
      url: '/api/crumb',
      headers: { host, cookie: `crumb=${crumb}` },
    })
    expect(response.json()).toEqual({ crumb })
    expect(response.cookies.find((c) => c.name === 'crumb')).toBeUndefined()
  })

  it('refuses a state-changing API call without a crumb: 403 {"crumbFail": true}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: { host },
    })
    expect(response.statusCode).toBe(403)
    expect(response.body).toBe('{"crumbFail":true}')
  })

  it('refuses a crumb that differs from the cookie', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/test/change',
      headers: { host, cookie: `crumb=${crumb}`, 'x-csrf-token': `${crumb}x` },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ crumbFail: true })
  })

  it('refuses a crumb sent without the cookie', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: { host, 'x-csrf-token': crumb },
    })
    expect(response.statusCode).toBe(403)
  })

  it('accepts the crumb in the X-CSRF-Token header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: { host, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ changed: true })
  })

  it('accepts the crumb as a query parameter', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/change?crumb=${crumb}`,
      headers: { host, cookie: `crumb=${crumb}` },
    })
    expect(response.statusCode).toBe(200)
  })

  it('accepts the crumb as a form field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/change',
      headers: {
        host,
        cookie: `crumb=${crumb}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `event=click&crumb=${crumb}`,
    })
    expect(response.statusCode).toBe(200)
  })

  it('lets reads through without a crumb and sets no crumb on API answers', async () => {
    const response = await app.inject({ url: '/api/test/read', headers: { host } })
    expect(response.statusCode).toBe(200)
    expect(response.cookies.find((c) => c.name === 'crumb')).toBeUndefined()
  })
})
