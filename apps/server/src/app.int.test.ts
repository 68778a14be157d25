import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import { AtelierError } from './errors/atelier-error.js'
import { registeredRoutes } from './http/openapi.js'
import { createWebsite } from './sites/website-repository.js'
import { describeEachDialect } from './testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testConfig, testSite } from './testing/test-app.js'

describeEachDialect('app', (ctx) => {
  let app: FastifyInstance
  let host: string

  beforeAll(async () => {
    app = await testApp(ctx, {
      routes: (scope) => {
        scope.post('/api/test/fail', { schema: { body: { type: 'object' } } }, async () => {
          throw new AtelierError('site-exists', 'That website already exists')
        })
        scope.get('/api/test/bug', async () => {
          throw new Error('secret internal detail')
        })
      },
    })
    ;({ host } = await testSite(ctx))
  })
  afterAll(() => app.close())

  it('answers GET /healthz with {ok: true} after asking the database', async () => {
    const response = await app.inject({ url: '/healthz', headers: { host: 'any.example' } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
  })

  it('answers an unknown route with 404', async () => {
    const response = await app.inject({ url: '/api/no-such-thing', headers: { host } })
    expect(response.statusCode).toBe(404)
    expect(response.json().message).toContain('/api/no-such-thing')
  })

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host, ...crumbHeaders(), 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    })
    expect(response.statusCode).toBe(400)
    expect(typeof response.json().message).toBe('string')
  })

  it('answers a body over the limit with 413 and a message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host, ...crumbHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
    })
    expect(response.statusCode).toBe(413)
    expect(typeof response.json().message).toBe('string')
  })

  it('maps a typed domain error to its status', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/fail',
      headers: { host, ...crumbHeaders() },
      payload: {},
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: 'That website already exists', code: 'site-exists' })
  })

  it('answers a bug with 500 without its details', async () => {
    const response = await app.inject({ url: '/api/test/bug', headers: { host } })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain('secret internal detail')
  })

  it.each([
    ['a JSON array', 'application/json', '[1, 2, 3]'],
    ['a JSON string', 'application/json', '"hello"'],
    ['null', 'application/json', 'null'],
    ['wrong field types', 'application/json', '{"email": {"$gt": ""}, "password": [1]}'],
    ['an unknown content type', 'application/x-garbage', '\u0000\u0001\u0002'],
    ['invalid UTF-8 in a form', 'application/x-www-form-urlencoded', 'email=%E0%A4%A&password=%'],
    ['an empty JSON body', 'application/json', ''],
  ])('answers garbage (%s) with a 4xx, never a 5xx', async (_label, contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host, ...crumbHeaders(), 'content-type': contentType },
      payload,
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })

  it('compresses what a browser accepts compressed, and nothing for a client that does not ask', async () => {
    const gzipped = await app.inject({
      url: '/api/openapi.json',
      headers: { host, 'accept-encoding': 'gzip' },
    })
    expect(gzipped.statusCode).toBe(200)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    const plain = await app.inject({ url: '/api/openapi.json', headers: { host } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toHaveProperty('paths')
  })

  it('describes every registered route in /api/openapi.json, each API change with its schemas', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { host } })
    expect(response.statusCode).toBe(200)
    type Operation = {
      requestBody?: unknown
      parameters?: unknown[]
      responses?: Record<string, { content?: unknown; description?: string }>
    }
    const paths = response.json().paths as Record<string, Record<string, Operation>>
    // Fastify writes `:id` and `*`; the document writes `{id}` and `{path}`.
    const documented = (url: string) =>
      url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}')
    const missing: string[] = []
    const incomplete: string[] = []
    const routes = registeredRoutes(app).filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith('/api/test/'),
    )
    expect(routes.length).toBeGreaterThan(60)
    for (const route of routes) {
      const name = `${route.method} ${route.url}`
      const operation = paths[documented(route.url)]?.[route.method.toLowerCase()]
      if (route.hidden) continue
      if (operation === undefined) {
        missing.push(name)
        continue
      }
      // Pages (`/`, `/search`, `/{*}`, the lock form's POST …) are listed but not held to this:
      // they answer HTML, and their inputs are form fields and paths, not an API contract.
      if (!route.url.startsWith('/api/') || route.method === 'GET') continue
      const takesInput =
        operation.requestBody !== undefined || (operation.parameters ?? []).length > 0
      const success = Object.entries(operation.responses ?? {}).find(([status]) =>
        status.startsWith('2'),
      )
      if (!takesInput) incomplete.push(`${name}: no request body or parameters schema`)
      if (success === undefined) incomplete.push(`${name}: no 2xx response schema`)
    }
    expect(missing).toEqual([])
    expect(incomplete).toEqual([])
    expect(paths['/api/widget/UpdateNavigation']?.post?.requestBody).toBeDefined()
    expect(paths['/api/files']?.post?.requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    })
  })
})

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-shutdown-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('lets a request in flight finish after close() is called, then closes the database', async () => {
    let release: () => void = () => {}
    const started = new Promise<void>((resolve) => {
      release = resolve
    })
    const app = await buildApp(testConfig(dataDir), {
      logger: false,
      routes: (scope) => {
        scope.get('/api/test/slow', async () => {
          release()
          await new Promise((resolve) => setTimeout(resolve, 300))
          return { finished: true }
        })
      },
    })
    const { storage } = app.atelier
    await createWebsite(storage, { title: 'Shop', now: new Date() })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('no port')

    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/test/slow`)
    await started
    const closed = app.close()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ finished: true })
    await closed
    await expect(sql`SELECT 1`.execute(storage.db)).rejects.toThrow()
  })
})
