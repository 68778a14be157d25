import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installErrorHandler } from '../errors/error-handler.js'
import { testCrumb } from '../testing/test-app.js'
import { installCrumb, installCrumbCheck } from './crumb.js'

/**
 * The crumb is decided on the route that matched, never on the raw URL. In the app an earlier
 * guard answers 400 to API paths spelled otherwise (`/%61pi/…`, crumb-encoded-paths.int.test.ts),
 * which would hide a crumb check gone back to reading the raw URL: here the check stands alone,
 * and the router, which decodes the path, takes `/%61pi/notes` to the `/api/notes` route.
 */
async function appWith(install: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify()
  await app.register(cookie)
  installErrorHandler(app)
  install(app)
  app.post('/api/notes', async () => ({ saved: true }))
  app.post('/apiary', async () => ({ hive: true }))
  await app.ready()
  return app
}

const withCrumb = { cookie: `crumb=${testCrumb}`, 'x-csrf-token': testCrumb }

describe('the crumb check on the matched route', () => {
  let alone: FastifyInstance
  let guarded: FastifyInstance
  beforeAll(async () => {
    alone = await appWith(installCrumbCheck)
    guarded = await appWith(installCrumb)
  })
  afterAll(async () => {
    await alone.close()
    await guarded.close()
  })

  it.each(['/%61pi/notes', '/ap%69/notes', '/%61%70%69/notes'])(
    'asks the crumb of %s, which reaches the /api/notes route, even without the path guard',
    async (url) => {
      const refused = await alone.inject({ method: 'POST', url, payload: {} })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ crumbFail: true })
      // The same spelling with the crumb reaches the route: it is the API route that was asked.
      const taken = await alone.inject({ method: 'POST', url, headers: withCrumb, payload: {} })
      expect(taken.json()).toEqual({ saved: true })
    },
  )

  it('asks the crumb of the plain spelling, and of an API path no route answers', async () => {
    expect((await alone.inject({ method: 'POST', url: '/api/notes' })).statusCode).toBe(403)
    expect((await alone.inject({ method: 'POST', url: '/api/nothing-here' })).statusCode).toBe(403)
  })

  it('asks nothing of a route outside the API whose address merely starts with api', async () => {
    const answer = await alone.inject({ method: 'POST', url: '/apiary', payload: {} })
    expect(answer.json()).toEqual({ hive: true })
  })

  it('in the app, the path guard answers such spellings before the crumb is looked at', async () => {
    const answer = await guarded.inject({
      method: 'POST',
      url: '/%61pi/notes',
      headers: withCrumb,
      payload: {},
    })
    expect(answer.statusCode).toBe(400)
  })
})
