import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { hashPassword } from '../auth/password-hash.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testCrumb } from '../testing/test-app.js'

describeEachDialect('bad input gets a 4xx, never a 5xx', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const headers = () => ({ host: fx.host, ...crumbHeaders(session) })

  it('a variant patch with only unknown fields is a 400, not an empty UPDATE', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/editor/products/${fx.id('tee')}/variants/${fx.id('v-tee-s-red')}`,
      headers: headers(),
      payload: { colour: 'red' },
    })
    expect(response.statusCode).toBe(400)
  })

  it('a page baseVersion beyond any stored version is a 400', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/editor/pages',
      headers: headers(),
      payload: { kind: 'page', title: 'Versions', section: 'main' },
    })
    const pageId: string = created.json().page.id
    const response = await app.inject({
      method: 'PUT',
      url: `/api/editor/pages/${pageId}/content`,
      headers: headers(),
      payload: { layout: { sections: [] }, baseVersion: 2 ** 31 + 5 },
    })
    expect(response.statusCode).toBe(400)
  })

  it('a truncated multipart upload is a 400', async () => {
    const boundary = '----cut'
    const response = await app.inject({
      method: 'POST',
      url: '/api/editor/files',
      headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\npartial',
    })
    expect(response.statusCode).toBe(400)
  })

  it('stores created at once each get their own url id', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/content-service/product/1.1/websites/${fx.websiteId}/products`,
          headers: headers(),
          payload: { navigationTitle: 'Race', title: 'Race', enabled: true },
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const urlIds = new Set(answers.map((answer) => answer.json().urlId))
    expect(urlIds.size).toBe(6)
  })

  it('the lock screen redirects to an encoded path of this site, even with CR/LF in it', async () => {
    await ctx.storage.db
      .updateTable('collections')
      .set({ passwordHash: await hashPassword('open sesame'), updatedAt: new Date().toISOString() })
      .where('websiteId', '=', fx.websiteId)
      .where('urlId', '=', 'shop')
      .execute()
    const post = (url: string) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.30.0.1',
        headers: {
          host: fx.host,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `crumb=${testCrumb}`,
        },
        payload: `password=open%20sesame&crumb=${testCrumb}`,
      })
    const crlf = await post('/shop/a%0d%0aSet-Cookie:%20x=1')
    expect(crlf.statusCode).toBe(303)
    expect(crlf.headers.location).toBe('/shop/a%0D%0ASet-Cookie%3A%20x%3D1')
    expect(crlf.headers['set-cookie']?.toString()).not.toContain('x=1')
  })
})
