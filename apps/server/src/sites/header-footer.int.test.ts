import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('site header and footer API', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({ host } = await testSite(ctx))
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const put = (payload: unknown, cookie = session) =>
    app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers: { host, ...crumbHeaders(cookie) },
      payload: payload as Record<string, unknown>,
    })

  const get = (cookie = session) =>
    app.inject({ url: '/api/site-header-footer', headers: { host, ...crumbHeaders(cookie) } })

  it('answers the defaults before anything is saved', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      header: { branding: 'title', navigationSections: ['main'] },
      footer: { textBlocks: [], showSocialLinks: true },
    })
  })

  it('saves {header, footer} for the owner and serves it back', async () => {
    const saved = await put({
      header: { branding: 'logo', navigationSections: ['main', 'secondary'] },
      footer: { showSocialLinks: false },
    })
    expect(saved.statusCode).toBe(200)
    const response = await get()
    expect(response.json()).toMatchObject({
      header: { branding: 'logo', navigationSections: ['main', 'secondary'] },
      footer: { showSocialLinks: false },
    })
  })

  it('refuses a visitor with 401, reading as well as writing', async () => {
    expect((await put({ header: {}, footer: {} }, '')).statusCode).toBe(401)
    expect((await get('')).statusCode).toBe(401)
  })

  it.each([
    ['a missing footer', { header: {} }],
    ['an unknown branding', { header: { branding: 'neon' }, footer: {} }],
    ['a header that is a string', { header: 'big', footer: {} }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await put(payload)
    expect(response.statusCode).toBe(400)
    expect(typeof response.json().message).toBe('string')
  })
})
