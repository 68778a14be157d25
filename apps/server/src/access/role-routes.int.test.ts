import { ContributorRole } from '@atelier/schema'
import type { ContributorRoleName } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import type { Method } from '../testing/registered-routes.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { noPermissionMessage } from './access-strings.js'
import type { Area } from './testing/role-table.js'
import { tableAccess, tableRoles } from './testing/role-table.js'

interface SampleRoute {
  method: Method
  url: string
  area: Area
  /** A reading call that answers 200 to whoever may make it. */
  lists?: true
}

/**
 * Real routes of every area, a reading and a changing call each, written out with the area they
 * belong to. Changing calls carry an empty body: let through, they answer 4xx for the body (or
 * 404 for the made-up id); refused, 403 before the body is looked at.
 */
const sample: readonly SampleRoute[] = [
  { method: 'GET', url: '/api/editor/pages', area: 'pages', lists: true },
  { method: 'POST', url: '/api/editor/pages', area: 'pages' },
  { method: 'GET', url: '/api/editor/collections', area: 'content', lists: true },
  { method: 'PATCH', url: '/api/editor/items/no-such-item', area: 'content' },
  { method: 'GET', url: '/api/editor/files', area: 'files', lists: true },
  { method: 'DELETE', url: '/api/editor/files/no-such-file', area: 'files' },
  { method: 'GET', url: '/api/editor/styles', area: 'styles', lists: true },
  { method: 'PUT', url: '/api/editor/styles', area: 'styles' },
  { method: 'GET', url: '/api/editor/discounts', area: 'store', lists: true },
  { method: 'GET', url: '/api/editor/orders', area: 'store', lists: true },
  { method: 'POST', url: '/api/editor/discounts', area: 'store' },
  { method: 'GET', url: '/api/editor/site-users', area: 'website', lists: true },
  { method: 'PATCH', url: '/api/editor/website', area: 'website' },
  {
    method: 'GET',
    url: '/api/editor/analytics/traffic?range=today',
    area: 'analytics',
    lists: true,
  },
  { method: 'PUT', url: '/api/editor/analytics/settings', area: 'analytics' },
  { method: 'GET', url: '/api/editor/people', area: 'people', lists: true },
  { method: 'POST', url: '/api/editor/people/invitations', area: 'people' },
]

/**
 * Each SPEC §3 role signed in on a website of its own, driving the sample: let through exactly
 * where the hand-written table (`testing/role-table.ts`) says, refused with 403 everywhere else.
 * The oracle is the table, never `roleAllows`, so a role given a right by mistake fails here.
 */
describeEachDialect('the role table on real routes', (ctx) => {
  let app: FastifyInstance
  let host: string
  const sessions = new Map<ContributorRoleName, string>()

  beforeAll(async () => {
    app = await testApp(ctx)
    await app.ready()
    host = (await testSite(ctx, 'Role Table Site')).host
    for (const role of tableRoles) {
      sessions.set(role, await signInOwner(ctx, app, host, ContributorRole[role]))
    }
  }, 120_000)
  afterAll(() => app.close())

  const call = (route: SampleRoute, session: string) =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: { host, ...crumbHeaders(session) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    })

  for (const role of tableRoles) {
    it(`lets ${role} through exactly where the table says`, async () => {
      const session = sessions.get(role) as string
      const wrong: string[] = []
      for (const route of sample) {
        const access = tableAccess(role, route.area)
        const allowed = route.method === 'GET' ? access !== 'none' : access === 'edit'
        const response = await call(route, session)
        const name = `${route.method} ${route.url} (${route.area}: ${access})`
        if (!allowed) {
          if (response.statusCode !== 403 || response.json().message !== noPermissionMessage)
            wrong.push(`${name} should be refused: ${response.statusCode} ${response.body}`)
        } else if (
          [401, 403].includes(response.statusCode) ||
          response.statusCode >= 500 ||
          (route.lists === true && response.statusCode !== 200)
        ) {
          wrong.push(`${name} should be let through: ${response.statusCode} ${response.body}`)
        }
      }
      // Whoever they are, a member may ask who they are.
      const me = await call({ method: 'GET', url: '/api/editor/me', area: 'people' }, session)
      if (me.statusCode !== 200) wrong.push(`GET /api/editor/me: ${me.statusCode}`)
      expect(wrong).toEqual([])
    })
  }
})
