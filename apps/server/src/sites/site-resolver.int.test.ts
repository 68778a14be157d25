import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createWebsite } from './website-repository.js'

describeEachDialect('site selection by Host', (ctx) => {
  let app: FastifyInstance

  beforeAll(async () => {
    // The first website of an installation is the default one.
    await createWebsite(ctx.storage, { title: 'Default Shop', now: new Date() })
    await createWebsite(ctx.storage, {
      title: 'Pottery',
      domain: 'pottery.example',
      now: new Date(),
    })
    await createWebsite(ctx.storage, { title: 'Coffee', domain: 'Coffee.Example', now: new Date() })
    app = await testApp(ctx, {
      routes: (scope) => {
        scope.get('/api/test/site', async (request) => ({ title: request.site.title }))
      },
    })
  })
  afterAll(() => app.close())

  const titleFor = async (host: string) =>
    (await app.inject({ url: '/api/test/site', headers: { host } })).json().title

  it('selects the website by its domain, ignoring the port and case', async () => {
    expect(await titleFor('pottery.example')).toBe('Pottery')
    expect(await titleFor('pottery.example:3000')).toBe('Pottery')
    expect(await titleFor('COFFEE.example')).toBe('Coffee')
  })

  it('serves the default website on localhost and 127.0.0.1', async () => {
    expect(await titleFor('localhost:3000')).toBe('Default Shop')
    expect(await titleFor('127.0.0.1')).toBe('Default Shop')
  })

  it('answers an unknown host with a plain-text 404', async () => {
    const response = await app.inject({
      url: '/api/test/site',
      headers: { host: 'elsewhere.example' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.body).toBe('No website is published at elsewhere.example.')
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a second website on a domain already taken', async () => {
    await expect(
      createWebsite(ctx.storage, { title: 'Copy', domain: 'pottery.example', now: new Date() }),
    ).rejects.toMatchObject({ code: 'domain-taken' })
  })
})
