import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { registeredRoutes } from '../testing/registered-routes.js'
import type { Method } from '../testing/registered-routes.js'
import { crumbHeaders, signInOwner, testApp, testCrumb, testSite } from '../testing/test-app.js'

describeEachDialect('editor API without a session', (ctx) => {
  let app: FastifyInstance
  let host: string

  beforeAll(async () => {
    app = await testApp(ctx)
    await app.ready()
    host = (await testSite(ctx, 'Signed Out Site')).host
  })
  afterAll(() => app.close())

  it('answers 401 on every /api/editor route, before reading the body', async () => {
    const routes = registeredRoutes(app)
    // The pages, content, files, store, styles and website groups at least.
    expect(routes.length).toBeGreaterThan(25)
    expect(routes).toContainEqual({ method: 'PATCH', url: '/api/editor/pages/some-id' })
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/editor/navigation' })
    const answers = await Promise.all(
      routes.map(async (route) => {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers: { host, ...crumbHeaders() },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        })
        const name = `${route.method} ${route.url}`
        return { name, status: response.statusCode, expected: 401 }
      }),
    )
    expect(answers.filter((answer) => answer.status !== answer.expected)).toEqual([])
  })
})

/** State-changing calls the editor makes outside `/api/editor` (SPEC §7 and sign-out). */
const otherEditorCalls: { method: Method; url: string }[] = [
  { method: 'POST', url: '/api/content-service/product/1.1/websites/some-id/products' },
  {
    method: 'POST',
    url: '/api/content-service/product/1.1/websites/some-id/products/some-id/categories',
  },
  { method: 'PUT', url: '/api/site-header-footer' },
  { method: 'POST', url: '/api/widget/UpdateNavigation' },
  { method: 'POST', url: '/api/auth/logout' },
]

describeEachDialect('editor API without the crumb', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    await app.ready()
    host = (await testSite(ctx, 'Crumbless Site')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  it('answers 403 crumbFail to a signed-in owner on every state-changing editor call', async () => {
    const routes = [
      ...registeredRoutes(app).filter((route) => route.method !== 'GET'),
      ...otherEditorCalls,
    ]
    expect(routes).toContainEqual({ method: 'PATCH', url: '/api/editor/website' })
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/editor/styles' })
    expect(routes.length).toBeGreaterThan(20)
    // No crumb at all, and the cookie a cross-site form would send without the value to echo.
    const attempts = routes.flatMap((route) => [
      { ...route, cookie: session, header: {} },
      { ...route, cookie: `${session}; crumb=${testCrumb}`, header: {} },
      { ...route, cookie: `${session}; crumb=${testCrumb}`, header: { 'x-csrf-token': 'guessed' } },
    ])
    const answers = await Promise.all(
      attempts.map(async (attempt) => {
        const response = await app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: { host, cookie: attempt.cookie, ...attempt.header },
          ...(attempt.method === 'DELETE' ? {} : { payload: {} }),
        })
        return {
          name: `${attempt.method} ${attempt.url}`,
          status: response.statusCode,
          body: response.body,
        }
      }),
    )
    const wrong = answers.filter(
      (answer) => answer.status !== 403 || answer.body !== JSON.stringify({ crumbFail: true }),
    )
    expect(wrong).toEqual([])
  })

  it('lets the same owner through with the crumb (the session itself is good)', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers: { host, ...crumbHeaders(session) },
      payload: { header: {}, footer: {} },
    })
    expect(response.statusCode).toBe(200)
  })
})
