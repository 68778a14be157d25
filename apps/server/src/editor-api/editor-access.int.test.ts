import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { signInOwner, testApp, testSite } from '../testing/test-app.js'
import { noPermissionMessage, requireEditor } from './editor-access.js'

describeEachDialect('editor access', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx, {
      routes: (instance, services) => {
        // A role that may arrange pages but not touch the store, as a role table would grant.
        const pagesOnly = async () => new Set(['pages'] as const)
        instance.get(
          '/api/test/pages',
          { onRequest: requireEditor(services, 'pages', pagesOnly) },
          async (request) => ({
            email: request.owner?.email,
          }),
        )
        instance.get(
          '/api/test/store',
          { onRequest: requireEditor(services, 'store', pagesOnly) },
          async () => ({ ok: true }),
        )
      },
    })
    host = (await testSite(ctx)).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  it('lets a user through to what their role grants and answers 403 otherwise', async () => {
    const allowed = await app.inject({ url: '/api/test/pages', headers: { host, cookie: session } })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json().email).toMatch(/@example\.com$/)
    const refused = await app.inject({ url: '/api/test/store', headers: { host, cookie: session } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: noPermissionMessage })
    const signedOut = await app.inject({ url: '/api/test/store', headers: { host } })
    expect(signedOut.statusCode).toBe(401)
  })
})
