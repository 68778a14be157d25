import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('crumb: API paths spelled otherwise', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({ host } = await testSite(ctx, 'Plain Title'))
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const title = async () =>
    (await app.inject({ url: '/api/editor/session', headers: { host, cookie: session } })).json()
      .website.title as string

  it.each([
    '/%61pi/editor/website',
    '/%41PI/editor/website',
    '/ap%69/editor/website',
    '//api/editor/website',
    '/./api/editor/website',
    '/x/../api/editor/website',
    '/API/editor/website',
    '/api%2Feditor/website',
    '/api/editor%2fwebsite',
    '/api/./editor/website',
    '/api//editor/website',
    '/api\\editor/website',
  ])('refuses PATCH %s with an owner session and no crumb, changing nothing', async (url) => {
    const response = await app.inject({
      method: 'PATCH',
      url,
      headers: { host, cookie: session },
      payload: { title: 'Forged' },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    expect(await title()).toBe('Plain Title')
  })

  it('answers an encoded API path with a 400 and a message', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/%61pi/editor/website',
      headers: { host, ...crumbHeaders(session) },
      payload: { title: 'Forged' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe(
      'Write API addresses plainly: /api/… without encoded or doubled characters.',
    )
  })

  it('still takes the plain path with the crumb', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers: { host, ...crumbHeaders(session) },
      payload: { title: 'Renamed' },
    })
    expect(response.statusCode).toBe(200)
    expect(await title()).toBe('Renamed')
  })
})
