import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../auth/password-hash.js'
import { seedDemo } from '../demo/seed-demo.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

describeEachDialect(
  'published site: odd requests, lock screen limits, origins, private data',
  (ctx) => {
    let app: FastifyInstance
    let storage: Storage
    let clock = Date.parse('2026-03-02T15:00:00Z')
    const later = () => {
      clock += 5_000
    }
    const get = (url: string, host = 'localhost') =>
      app.inject({ method: 'GET', url, headers: { host } })

    beforeAll(async () => {
      storage = await ctx.freshStorage()
      app = await testApp(ctx, { storage, now: () => new Date(clock) })
      await seedDemo(storage, app.atelier, { images: false })
    })
    afterAll(async () => {
      await app.close()
    })

    it.each([
      '/search?q=a&q=b',
      '/search?q[]=a',
      '/search?q=mug&format=json&format=x',
      '/?format=json&format=x',
      '/shop?page=abc',
      '/journal?page=abc&page=2',
      '/journal?tag=a&tag=b&category=x&category=y',
      '/shop/speckled-stoneware-mug?format=x',
      '/cart?format=json&format=json',
    ])('never answers %s with a server error', async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBeLessThan(500)
    })

    it('searches for the first of repeated q parameters', async () => {
      const { body } = await get('/search?q=speckles&q=zzzqqq')
      expect(body).toContain('1 result for “speckles”')
    })

    it('builds canonical, og:url, sitemap and robots.txt on the local origin', async () => {
      const page = (await get('/about')).body
      expect(page).toContain('<link rel="canonical" href="http://localhost/about">')
      expect(page).toContain('<meta property="og:url" content="http://localhost/about">')
      expect((await get('/sitemap.xml')).body).toContain('<loc>http://localhost/about</loc>')
      expect((await get('/robots.txt')).body).toContain('Sitemap: http://localhost/sitemap.xml')
    })

    it.each(['localhost:abc', 'localhost:99999', 'localhost:@evil.example'])(
      'refuses the malformed Host %j with a 400',
      async (host) => {
        expect((await get('/about', host)).statusCode).toBe(400)
      },
    )

    it('keeps a well-formed port of the Host header', async () => {
      expect((await get('/about', 'localhost:8080')).body).toContain(
        '<link rel="canonical" href="http://localhost:8080/about">',
      )
    })

    it('asks for the crumb on the lock form and limits password attempts per IP and page', async () => {
      await storage.db
        .updateTable('collections')
        .set({
          passwordHash: await hashPassword('open sesame'),
          updatedAt: new Date(clock).toISOString(),
        })
        .where('id', '=', 'col-about')
        .execute()
      later()
      const locked = await get('/about')
      const crumb = /<input type="hidden" name="crumb" value="([\w-]+)" data-crumb>/.exec(
        locked.body,
      )![1]
      const post = (payload: string, cookie = `crumb=${crumb}`, ip = '203.0.113.7') =>
        app.inject({
          method: 'POST',
          url: '/about',
          remoteAddress: ip,
          headers: {
            host: 'localhost',
            'content-type': 'application/x-www-form-urlencoded',
            cookie,
          },
          payload,
        })

      const noCrumb = await post('password=open%20sesame')
      expect(noCrumb.statusCode).toBe(403)
      expect(noCrumb.body).toContain('This page is password protected.')
      expect((await post(`password=open%20sesame&crumb=${crumb}x`)).statusCode).toBe(403)
      expect((await post(`password=open%20sesame&crumb=${crumb}`, '')).statusCode).toBe(403)

      for (let attempt = 0; attempt < 10; attempt++) {
        const wrong = await post(`password=guess${attempt}&crumb=${crumb}`)
        expect(wrong.statusCode).toBe(200)
        expect(wrong.body).toContain('Incorrect password. Please try again.')
      }
      const limited = await post(`password=open%20sesame&crumb=${crumb}`)
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['retry-after']).toBe('900')
      expect(limited.body).toContain('Too many attempts. Please try again later.')
      expect(limited.cookies.some((cookie) => cookie.name.startsWith('atelier_unlock_'))).toBe(
        false,
      )

      const otherVisitor = await post(
        `password=open%20sesame&crumb=${crumb}`,
        `crumb=${crumb}`,
        '198.51.100.2',
      )
      expect(otherVisitor.statusCode).toBe(303)

      clock += 16 * 60 * 1000
      expect((await post(`password=open%20sesame&crumb=${crumb}`)).statusCode).toBe(303)

      await storage.db
        .updateTable('collections')
        .set({ passwordHash: null, updatedAt: new Date(clock + 1).toISOString() })
        .where('id', '=', 'col-about')
        .execute()
      later()
    })

    it('puts no order or customer data in ?format=json, with an order placed', async () => {
      const product = JSON.parse((await get('/shop/speckled-stoneware-mug?format=json')).body)
      const buyer = new CheckoutVisitor(app, 'localhost')
      const added = await buyer.add({ itemId: product.item.id, sku: 'MUG-8-SAGE', quantity: 1 })
      expect(added.statusCode).toBe(200)
      const placed = await buyer.order({ email: 'buyer-private@example.com' })
      expect(placed.statusCode).toBe(201)
      const orderNumber = String(placed.json().order.orderNumber)
      const orders = await storage.db.selectFrom('orders').select('id').execute()
      expect(orders.length).toBeGreaterThan(0)
      later()
      for (const url of [
        '/',
        '/shop',
        '/shop/speckled-stoneware-mug',
        '/journal',
        '/about',
        '/cart',
        '/search?q=mug',
      ]) {
        const text = (await get(`${url}${url.includes('?') ? '&' : '?'}format=json`)).body
        expect(JSON.parse(text).website.siteTitle).toBe('Loam & Ember')
        for (const secret of [
          'buyer-private@example.com',
          '1 Main St',
          'Lovelace',
          '4242',
          `"orderNumber":${orderNumber}`,
          `#${orderNumber}`,
          orders[0]!.id,
        ]) {
          expect(text).not.toContain(secret)
        }
      }
    })
  },
)
