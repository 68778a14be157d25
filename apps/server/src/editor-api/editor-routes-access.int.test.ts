import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testSite } from '../testing/test-app.js'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Every editor API route the app registers, read from Fastify's own route table: `printRoutes`
 * draws a tree, four characters a level, each line adding its segment to its parent's path.
 */
function editorRoutes(app: FastifyInstance): { method: Method; url: string }[] {
  const found: { method: Method; url: string }[] = []
  const paths: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = depth === 0 ? match[2]! : `${paths[depth - 1]}${match[2]}`
    paths[depth] = path
    if (!path.startsWith('/api/editor/') || match[3] === undefined) continue
    const url = path.replace(/:[^/.]+/g, 'some-id').replace(/\*$/, 'some-path')
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method: method as Method, url })
    }
  }
  return found
}

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
    const routes = editorRoutes(app)
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
