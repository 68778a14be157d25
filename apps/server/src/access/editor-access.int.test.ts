import { ContributorRole } from '@atelier/schema'
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
        instance.get(
          '/api/test/pages',
          { onRequest: requireEditor(services, 'pages') },
          async (request) => ({ email: request.owner?.email, role: request.memberRole }),
        )
        instance.get(
          '/api/test/store',
          { onRequest: requireEditor(services, 'store') },
          async () => ({ ok: true }),
        )
      },
    })
    host = (await testSite(ctx)).host
    // An editor may arrange pages but not touch the store.
    session = await signInOwner(ctx, app, host, ContributorRole.editor)
  })
  afterAll(() => app.close())

  it('lets a member through to what their role grants and answers 403 otherwise', async () => {
    const allowed = await app.inject({ url: '/api/test/pages', headers: { host, cookie: session } })
    expect(allowed.statusCode).toBe(200)
    expect(allowed.json()).toMatchObject({ role: ContributorRole.editor })
    expect(allowed.json().email).toMatch(/@example\.com$/)
    const refused = await app.inject({ url: '/api/test/store', headers: { host, cookie: session } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      message: noPermissionMessage,
      code: 'forbidden',
      permission: 'store',
    })
    const signedOut = await app.inject({ url: '/api/test/store', headers: { host } })
    expect(signedOut.statusCode).toBe(401)
  })
})
