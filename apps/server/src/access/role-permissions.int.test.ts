import { ContributorRole } from '@atelier/schema'
import type { ContributorRoleName } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { registeredRoutes } from '../testing/registered-routes.js'
import type { Method } from '../testing/registered-routes.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import type { EditorPermission } from './editor-access.js'
import { noPermissionMessage, notMemberMessage } from './editor-access.js'
import { roleAllows } from './role-permissions.js'

interface Route {
  method: Method
  url: string
}

/**
 * The permission table over every owner route the app registers, found in Fastify's route table,
 * so routes added later are covered without editing this test. Someone who is no member of the
 * website is refused everywhere, and the refusal names the permission the route declared; every
 * role is then let through exactly where `roleAllows` says.
 */
describeEachDialect('the role permission table over every owner route', (ctx) => {
  let app: FastifyInstance
  let host: string
  const sessions = new Map<ContributorRoleName, string>()
  let outsider: string

  beforeAll(async () => {
    app = await testApp(ctx)
    await app.ready()
    host = (await testSite(ctx, 'Roles Site')).host
    for (const [name, code] of Object.entries(ContributorRole)) {
      sessions.set(name as ContributorRoleName, await signInOwner(ctx, app, host, code))
    }
    // An admin of another website, signed in on this one.
    const other = (await testSite(ctx, 'Other Site')).host
    outsider = await signInOwner(ctx, app, other)
  }, 120_000)
  afterAll(() => app.close())

  const call = (route: Route, session: string) =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: { host, ...crumbHeaders(session) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    })

  it('has a declared permission on every editor route and applies the table to it', async () => {
    // Sign-out would end the session the test uses; it needs no permission.
    const candidates = registeredRoutes(app, '/api/').filter(
      (route) => !route.url.startsWith('/api/auth/'),
    )
    const declared = new Map<string, EditorPermission>()
    const personalData = new Set<string>()
    const undeclared: string[] = []
    for (const route of candidates) {
      const response = await call(route, outsider)
      const body = String(response.headers['content-type']).includes('json') ? response.json() : {}
      const name = `${route.method} ${route.url}`
      if (response.statusCode === 403 && typeof body.permission === 'string') {
        declared.set(name, body.permission as EditorPermission)
        if (body.grant === 'edit') personalData.add(name)
      } else if (route.url.startsWith('/api/editor/')) {
        undeclared.push(`${name} answered ${response.statusCode}`)
      }
    }
    expect(undeclared).toEqual([])
    // Every area of the editor at least, and the owner routes outside /api/editor.
    expect(new Set(declared.values()).size).toBeGreaterThanOrEqual(8)
    expect(declared.get('POST /api/files')).toBe('files')
    expect(declared.get('PATCH /api/editor/website')).toBe('website')
    // Exports of people's data need the area's edit grant, even though they are GETs; so does
    // revealing a webhook endpoint's signing secret.
    expect([...personalData].sort()).toEqual([
      'GET /api/editor/customers.csv',
      'GET /api/editor/donations.csv',
      'GET /api/editor/forms/some-id/submissions.csv',
      'GET /api/editor/mailing-lists/some-id/subscribers.csv',
      'GET /api/editor/orders.csv',
      'GET /api/editor/webhooks/endpoints/some-id/secret',
    ])

    const wrong: string[] = []
    for (const [name, permission] of declared) {
      const [method, url] = name.split(' ') as [Method, string]
      const route = { method, url }
      const answers = await Promise.all(
        [...sessions].map(async ([role, session]) => ({
          role,
          response: await call(route, session),
        })),
      )
      for (const { role, response } of answers) {
        const allowed = roleAllows(ContributorRole[role], permission, method, {
          personalData: personalData.has(name),
        })
        const refused = response.statusCode === 403
        if (allowed === refused || response.statusCode === 401) {
          wrong.push(`${role} ${name} (${permission}): ${response.statusCode}`)
        } else if (refused && response.json().message !== noPermissionMessage) {
          wrong.push(`${role} ${name}: ${response.body}`)
        }
      }
      const stranger = await call(route, outsider)
      if (stranger.statusCode !== 403 || stranger.json().message !== notMemberMessage) {
        wrong.push(`non-member ${name}: ${stranger.statusCode}`)
      }
    }
    expect(wrong).toEqual([])
  }, 300_000)

  it('lets a viewer see the figures but export no personal data; the store manager exports', async () => {
    const get = (url: string, role: ContributorRoleName) =>
      call({ method: 'GET', url }, sessions.get(role) ?? '')
    for (const url of [
      '/api/editor/orders.csv',
      '/api/editor/customers.csv',
      '/api/editor/mailing-lists/list-none/subscribers.csv',
      '/api/editor/forms/form-none/submissions.csv',
    ]) {
      const viewer = await get(url, 'viewer')
      expect([url, viewer.statusCode, viewer.json()]).toEqual([
        url,
        403,
        expect.objectContaining({ message: noPermissionMessage, grant: 'edit' }),
      ])
    }
    expect((await get('/api/editor/orders.csv', 'store-manager')).statusCode).toBe(200)
    expect((await get('/api/editor/customers.csv', 'store-manager')).statusCode).toBe(200)
    // Forms belong to those who run the website: its manager exports the answers.
    expect(
      (await get('/api/editor/forms/form-none/submissions.csv', 'website-manager')).statusCode,
    ).toBe(404)
    // Figures stay open to the viewer: dashboards and their CSV tables, the orders list.
    expect((await get('/api/editor/analytics/sales', 'viewer')).statusCode).toBe(200)
    expect((await get('/api/editor/analytics/export/traffic', 'viewer')).statusCode).toBe(200)
  })
})
