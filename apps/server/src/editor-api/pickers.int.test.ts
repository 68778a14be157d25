import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

describeEachDialect('editor API: forms, products and collections to pick from', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let other: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedCartFixture(ctx.storage, ctx.dataDir, { bulkProducts: 50 })
    other = await seedCartFixture(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, shop.host)
    // The mug gets a picture from an asset URL, the tee one from the site's files.
    await setDocument(shop.id('mug'), { mainImage: { assetUrl: 'https://cdn.example/mug.jpg' } })
    await ctx.storage.db
      .insertInto('files')
      .values({
        id: shop.id('tee-photo'),
        websiteId: shop.websiteId,
        path: `${shop.websiteId}/tee.png`,
        originalName: 'tee.png',
        mime: 'image/png',
        size: 10,
        width: 8,
        height: 8,
        derivedWidths: ctx.storage.dialect.encodeJson([]),
        document: ctx.storage.dialect.encodeJson({}),
        createdAt: new Date().toISOString(),
      })
      .execute()
    await setDocument(shop.id('tee'), { mainImage: { fileId: shop.id('tee-photo') } })
  })
  afterAll(() => app.close())

  async function setDocument(itemId: string, extra: Record<string, unknown>) {
    const row = await ctx.storage.db
      .selectFrom('items')
      .select('document')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow()
    const document = ctx.storage.dialect.decodeJson<Record<string, unknown>>(row.document)
    await ctx.storage.db
      .updateTable('items')
      .set({ document: ctx.storage.dialect.encodeJson({ ...document, ...extra }) })
      .where('id', '=', itemId)
      .execute()
  }

  const get = (url: string, cookie = session) =>
    app.inject({ method: 'GET', url, headers: { host: shop.host, ...crumbHeaders(cookie) } })

  it('answers 401 without an owner session', async () => {
    for (const url of ['/api/editor/forms', '/api/editor/products', '/api/editor/collections']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: shop.host } })
      expect(response.statusCode, url).toBe(401)
    }
  })

  it("lists the site's forms with their number of fields, and no other site's", async () => {
    const response = await get('/api/editor/forms')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      forms: [{ id: shop.formId, name: 'Engraving', fieldCount: 2 }],
    })
    expect(response.body).not.toContain(other.formId)
  })

  describe('products', () => {
    it('shows title, lowest price paid, picture and store; drafts included', async () => {
      const first = (await get('/api/editor/products')).json()
      const second = (
        await get(`/api/editor/products?cursor=${encodeURIComponent(first.nextCursor)}`)
      ).json()
      const products: Record<string, unknown>[] = [...first.products, ...second.products]
      const byId = new Map(products.map((product) => [product.id, product]))
      expect(byId.get(shop.id('tee'))).toEqual({
        id: shop.id('tee'),
        title: 'Product tee',
        imageUrl: `/files/${shop.websiteId}/tee.png`,
        priceText: '$15.00',
        collectionId: `${shop.websiteId.replace(/-site$/, '')}-shop`,
      })
      expect(byId.get(shop.id('mug'))).toMatchObject({
        imageUrl: 'https://cdn.example/mug.jpg',
        priceText: '$32.00',
      })
      expect(byId.get(shop.id('gift'))).toMatchObject({ priceText: '$25.00' })
      expect(byId.get(shop.id('draft'))).toMatchObject({ title: 'Product draft' })
      expect(byId.get(shop.id('lesson'))).not.toHaveProperty('imageUrl')
      expect(products.some((product) => product.id === other.id('tee'))).toBe(false)
    })

    it('pages 50 at a time by title', async () => {
      const first = (await get('/api/editor/products')).json()
      expect(first.products).toHaveLength(50)
      const titles = first.products.map((product: { title: string }) => product.title)
      expect(titles).toEqual([...titles].sort())
      const second = (
        await get(`/api/editor/products?cursor=${encodeURIComponent(first.nextCursor)}`)
      ).json()
      expect(second.nextCursor).toBeNull()
      // 9 products of the fixture and 50 bulk ones, each listed once.
      const ids = new Set([...first.products, ...second.products].map((p: { id: string }) => p.id))
      expect(ids.size).toBe(59)
    })

    it('finds products by a part of the title in any case; wildcards are plain text', async () => {
      const mugs = (await get('/api/editor/products?query=MUG')).json()
      expect(mugs.products.map((product: { title: string }) => product.title)).toEqual([
        'Product mug',
      ])
      expect(mugs.nextCursor).toBeNull()
      expect((await get('/api/editor/products?query=%25')).json().products).toEqual([])
      expect((await get('/api/editor/products?query=bulk_1')).json().products).toEqual([])
      // bulk-1 and bulk-10 … bulk-19
      expect((await get('/api/editor/products?query=bulk-1')).json().products).toHaveLength(11)
    })
  })

  describe('collections', () => {
    it('lists blogs, stores, events and galleries, one kind on request', async () => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/editor/pages',
        headers: { host: shop.host, ...crumbHeaders(session) },
        payload: { kind: 'blog', title: 'Journal', section: 'main' },
      })
      expect(created.statusCode).toBe(201)
      const blogId = created.json().page.id as string
      const shopId = `${shop.websiteId.replace(/-site$/, '')}-shop`

      expect((await get('/api/editor/collections')).json()).toEqual({
        collections: [
          { id: blogId, title: 'Journal', kind: 'blog' },
          { id: shopId, title: 'Shop', kind: 'store' },
        ],
      })
      expect((await get('/api/editor/collections?kind=store')).json()).toEqual({
        collections: [{ id: shopId, title: 'Shop', kind: 'store' }],
      })
      expect((await get('/api/editor/collections?kind=events')).json()).toEqual({
        collections: [],
      })
      expect((await get('/api/editor/collections?kind=page')).statusCode).toBe(400)
    })
  })

  it('the newsletter picker reads the mailing area’s owner list route', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/editor/mailing-lists/studio-letter',
      headers: { host: shop.host, ...crumbHeaders(session) },
      payload: { name: 'Studio Letter', doubleOptIn: true },
    })
    expect(saved.statusCode).toBe(200)
    expect((await get('/api/editor/mailing-lists')).json()).toEqual({
      lists: [
        { id: 'studio-letter', name: 'Studio Letter', doubleOptIn: true, subscriberCount: 0 },
      ],
    })
  })

  it('describes the three lists in /api/openapi.json', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { host: shop.host } })
    const paths = response.json().paths as Record<string, { get?: { responses: object } }>
    for (const path of ['/api/editor/forms', '/api/editor/products', '/api/editor/collections']) {
      expect(paths[path]?.get?.responses, path).toHaveProperty('200')
    }
  })
})
