import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../../demo/seed-demo.js'
import { createWebsite } from '../../sites/website-repository.js'
import type { Storage } from '../../storage/open-storage.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('the full-page cache of published pages', (ctx) => {
  let app: FastifyInstance
  let storage: Storage
  let clock = Date.parse('2026-03-02T15:00:00Z')
  // The cache trusts what it knows of a site for at most a second of this clock.
  const later = (ms = 5_000) => {
    clock += ms
  }
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } })

  beforeAll(async () => {
    storage = ctx.storage
    app = await testApp(ctx, { storage, now: () => new Date(clock) })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(async () => {
    await app.close()
  })

  it('answers a cached page without looking up its host, and sees a removed domain after a second', async () => {
    const host = `cached-${Date.now().toString(36)}.example`
    const site = await createWebsite(storage, {
      title: 'Kiln Notes',
      domain: host,
      now: new Date(),
    })
    later()
    const first = await get('/cart', { host })
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('Kiln Notes')
    await storage.db.deleteFrom('domains').where('websiteId', '=', site.id).execute()
    // Same instant: the page comes from memory, with no site lookup in the database.
    const cached = await get('/cart', { host })
    expect(cached.statusCode).toBe(200)
    expect(cached.body).toBe(first.body)
    later(1_000)
    const gone = await get('/cart', { host })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toBe(`No website is published at ${host}.`)
  })

  it('shows a change published in the editor within a second', async () => {
    later()
    const before = await get('/about')
    expect(before.body).toContain('<title>')
    const session = await signInOwner(ctx, app, 'localhost')
    const headers = crumbHeaders(session)
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers: { host: 'localhost', ...headers },
      payload: { title: 'Loam and Ember Studio' },
    })
    expect(patched.statusCode).toBe(200)
    expect((await get('/about')).body).not.toContain('Loam and Ember Studio')
    later(1_000)
    expect((await get('/about')).body).toContain('Loam and Ember Studio')
  })

  it('flips a scheduled post onto the journal at its publish time, between two checks', async () => {
    const row = await storage.db
      .selectFrom('items')
      .select('publishOn')
      .where('urlId', '=', 'spring-collection-preview')
      .executeTakeFirstOrThrow()
    const publishOn = Date.parse(row.publishOn ?? '')
    clock = publishOn - 300
    expect((await get('/journal')).body).not.toContain('Spring collection preview')
    expect((await get('/journal')).body).not.toContain('Spring collection preview')
    // 301 ms later: the site is not re-read, yet the cached list expires at the publish time.
    clock = publishOn + 1
    expect((await get('/journal')).body).toContain('Spring collection preview')
  })

  it('answers the shared page with no cookie, for a shared cache to keep, from memory too', async () => {
    later()
    const first = await get('/shop')
    const second = await get('/shop')
    const withCookies = await get('/shop', {
      cookie: 'crumb=my-own-crumb-0123456789abcdef; atelier_cart_key=my-key-0123456789abcdef',
    })
    for (const answer of [first, second, withCookies]) {
      expect(answer.statusCode).toBe(200)
      expect(answer.body).toBe(first.body)
      expect(answer.headers['set-cookie']).toBeUndefined()
      expect(answer.headers['cache-control']).toBe('public, no-cache')
      // The security headers are replayed with the page.
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    }
  })

  it('answers 304 to a matching If-None-Match, and gzip to a browser that asks', async () => {
    later()
    const first = await get('/shop/speckled-stoneware-mug')
    const etag = first.headers.etag as string
    const cached = await get('/shop/speckled-stoneware-mug')
    expect(cached.headers.etag).toBe(etag)
    expect(cached.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(cached.headers['cache-control']).toBe('public, no-cache')
    const notModified = await get('/shop/speckled-stoneware-mug', { 'if-none-match': etag })
    expect(notModified.statusCode).toBe(304)
    expect(notModified.body).toBe('')
    let zipped = await get('/shop/speckled-stoneware-mug', { 'accept-encoding': 'gzip' })
    for (
      let attempt = 0;
      attempt < 50 && zipped.headers['content-encoding'] !== 'gzip';
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      zipped = await get('/shop/speckled-stoneware-mug', { 'accept-encoding': 'gzip' })
    }
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('accept-encoding')
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(first.body)
    const head = await app.inject({
      method: 'HEAD',
      url: '/shop/speckled-stoneware-mug',
      headers: { host: 'localhost' },
    })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
  })

  it('never answers one site’s page on another host, even for the same path', async () => {
    const stamp = Date.now().toString(36)
    const hosts = [`one-${stamp}.example`, `two-${stamp}.example`]
    await createWebsite(storage, { title: 'Site One', domain: hosts[0], now: new Date() })
    await createWebsite(storage, { title: 'Site Two', domain: hosts[1], now: new Date() })
    later()
    for (let round = 0; round < 2; round++) {
      expect((await get('/cart', { host: hosts[0] as string })).body).toContain('Site One')
      const two = (await get('/cart', { host: hosts[1] as string })).body
      expect(two).toContain('Site Two')
      expect(two).not.toContain('Site One')
    }
  })

  it('keeps a locked page per unlock cookie: without the right one the lock screen answers', async () => {
    later()
    const about = await get('/about?format=json')
    const id = (JSON.parse(about.body) as { collection: { id: string } }).collection.id
    await storage.db
      .updateTable('collections')
      .set({ passwordHash: 'scrypt$not-a-real-hash', updatedAt: new Date(clock).toISOString() })
      .where('id', '=', id)
      .execute()
    later()
    const locked = await get('/about')
    expect(locked.body).toContain('type="password"')
    const forged = await get('/about', { cookie: `atelier_unlock_${id}=forged` })
    expect(forged.body).toContain('type="password"')
    await storage.db
      .updateTable('collections')
      .set({ passwordHash: null, updatedAt: new Date(clock + 1).toISOString() })
      .where('id', '=', id)
      .execute()
    later()
    expect((await get('/about')).body).not.toContain('type="password"')
  })
})
