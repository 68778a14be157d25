import { Limits } from '@atelier/schema'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../../files/disk-file-store.js'
import { importSite } from '../../sites/import-site.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { sampleBundle } from '../../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: products and inventory', (ctx) => {
  const websiteId = `site-bo-${Date.now().toString(36)}`
  const host = `${websiteId}.example`
  const shopId = `${websiteId}-shop`
  let app: FastifyInstance
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const bundle = await sampleBundle(websiteId, host)
    const website = bundle.website as { settings: { storeSettings: Record<string, unknown> } }
    website.settings.storeSettings.restockNotificationsEnabled = true
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      bundle,
    )
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const headers = () => ({ host, ...crumbHeaders(session) })
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: headers(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    })

  const variant = (size: string, color: string, qtyInStock: number) => ({
    sku: `TEE-${size}-${color}`.toUpperCase(),
    priceCents: size === 'S' ? 2500 : 2700,
    qtyInStock,
    attributes: { Size: size, Color: color },
  })
  const tee = {
    title: 'Field Tee',
    status: 'published',
    tags: ['cotton'],
    categories: ['Clothing'],
    excerpt: 'A heavy cotton tee.',
    seo: { title: 'Field Tee | Clay & Bean', description: 'Heavy cotton.' },
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Size', 'Color'],
      variants: [
        variant('S', 'Sand', 3),
        variant('S', 'Ink', 1),
        variant('M', 'Sand', 0),
        variant('M', 'Ink', 5),
      ],
    },
  }

  it('answers 401 signed out and 403 without the crumb', async () => {
    const out = await app.inject({ url: '/api/editor/store/products', headers: { host } })
    expect(out.statusCode).toBe(401)
    const noCrumb = await app.inject({
      method: 'POST',
      url: `/api/editor/store/collections/${shopId}/products`,
      headers: { host, cookie: session },
      payload: tee,
    })
    expect(noCrumb.statusCode).toBe(403)
  })

  it('creates a Size × Color product stored like the seeded ones, and the page shows it', async () => {
    const created = await call('POST', `/api/editor/store/collections/${shopId}/products`, tee)
    expect(created.statusCode).toBe(200)
    const { product, version } = created.json()
    expect(version).toBe(1)
    expect(product.urlId).toBe('field-tee')
    expect(product.seo).toEqual(tee.seo)
    expect(product.structuredContent.variants).toHaveLength(4)
    const rows = await ctx.storage.db
      .selectFrom('productVariants')
      .select(['sku', 'qtyInStock', 'priceCents'])
      .where('itemId', '=', product.id)
      .orderBy('position')
      .execute()
    expect(rows.map((row) => row.sku)).toEqual([
      'TEE-S-SAND',
      'TEE-S-INK',
      'TEE-M-SAND',
      'TEE-M-INK',
    ])
    const page = await app.inject({ url: '/shop/field-tee', headers: { host } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Field Tee')
    expect(page.body).toContain('$25.00')
  })

  it('lists, searches by title and SKU, filters and sorts', async () => {
    const all = (await call('GET', '/api/editor/store/products')).json()
    expect(all.total).toBe(2)
    const byTitle = (await call('GET', '/api/editor/store/products?query=field')).json()
    expect(byTitle.products.map((row: { title: string }) => row.title)).toEqual(['Field Tee'])
    const bySku = (await call('GET', '/api/editor/store/products?query=mug-l')).json()
    expect(bySku.products.map((row: { title: string }) => row.title)).toEqual(['Speckled Mug'])
    const clothing = (await call('GET', '/api/editor/store/products?category=Clothing')).json()
    expect(clothing.total).toBe(1)
    expect(clothing.products[0]).toMatchObject({
      minPriceCents: 2500,
      maxPriceCents: 2700,
      stock: 9,
      variantCount: 4,
      productType: 1,
    })
    const physical = (await call('GET', '/api/editor/store/products?type=1')).json()
    expect(physical.total).toBe(2)
    const digital = (await call('GET', '/api/editor/store/products?type=2')).json()
    expect(digital.total).toBe(0)
    const low = (await call('GET', '/api/editor/store/products?stock=low-stock')).json()
    expect(low.products.map((row: { title: string }) => row.title).sort()).toEqual([
      'Field Tee',
      'Speckled Mug',
    ])
    const cheap = (await call('GET', '/api/editor/store/products?sort=price')).json()
    expect(cheap.products[0].title).toBe('Field Tee')
    const bad = await call('GET', '/api/editor/store/products?sort=nonsense')
    expect(bad.statusCode).toBe(400)
  })

  it('refuses a stale save with 409 and saves with the current version', async () => {
    const list = (await call('GET', '/api/editor/store/products?query=field')).json()
    const id = list.products[0].id
    const { product, version } = (await call('GET', `/api/editor/store/products/${id}`)).json()
    const first = await call('PUT', `/api/editor/store/products/${id}`, {
      ...product,
      title: 'Field Tee II',
      baseVersion: version,
    })
    expect(first.statusCode).toBe(200)
    expect(first.json().version).toBe(version + 1)
    const second = await call('PUT', `/api/editor/store/products/${id}`, {
      ...product,
      title: 'Field Tee III',
      baseVersion: version,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      message: 'This product was changed by someone else. Reload to see their changes.',
      currentVersion: version + 1,
    })
  })

  it('enforces the limits with clear 400s', async () => {
    const create = (patch: Record<string, unknown>) =>
      call('POST', `/api/editor/store/collections/${shopId}/products`, { ...tee, ...patch })
    const longTag = await create({ tags: ['x'.repeat(51)] })
    expect(longTag.statusCode).toBe(400)
    expect(longTag.json().message).toBe('A tag is at most 50 characters.')
    const longCategory = await create({ categories: ['x'.repeat(26)] })
    expect(longCategory.json().message).toBe('A category is at most 25 characters.')
    const options = ['A', 'B', 'C', 'D', 'E', 'F', 'G']
    const seven = await create({
      structuredContent: {
        productType: 1,
        variantOptionOrdering: options,
        variants: [
          {
            sku: 'SEVEN',
            priceCents: 100,
            attributes: Object.fromEntries(options.map((o) => [o, 'x'])),
          },
        ],
      },
    })
    expect(seven.json().message).toBe('A product has at most 6 options.')
    const takenSku = await create({
      title: 'Other',
      structuredContent: { ...tee.structuredContent, variants: [variant('S', 'Sand', 1)] },
    })
    expect(takenSku.json().message).toBe('SKU TEE-S-SAND is already used by another product.')
    const paywall = await create({ structuredContent: { productType: 5, variants: [] } })
    expect(paywall.json().message).toBe('Paywall products cannot be created here.')
    const noTitle = await create({ title: '  ' })
    expect(noTitle.json()).toMatchObject({ message: 'Please enter a title' })
    const notFinite = await app.inject({
      method: 'POST',
      url: `/api/editor/store/collections/${shopId}/products`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ ...tee, structuredContent: { productType: 'x' } }),
    })
    expect(notFinite.statusCode).toBe(400)
  })

  it('bounds prices, sale prices and gift-card amounts with a clear 400', async () => {
    const create = (title: string, structuredContent: Record<string, unknown>) =>
      call('POST', `/api/editor/store/collections/${shopId}/products`, {
        title,
        structuredContent,
      })
    const priced = (sku: string, cents: Record<string, number>) => ({
      productType: 1,
      variants: [{ sku, priceCents: 100, ...cents }],
    })
    const tooLarge = 'Amounts are at most 1,000,000,000 cents.'
    for (const cents of [Number.MAX_SAFE_INTEGER, Limits.amountMaxCents + 1]) {
      const price = await create('Huge', priced('HUGE-1', { priceCents: cents }))
      expect([price.statusCode, price.json().message]).toEqual([400, tooLarge])
      const sale = await create('Huge', priced('HUGE-2', { salePriceCents: cents }))
      expect([sale.statusCode, sale.json().message]).toEqual([400, tooLarge])
      const card = await create('Huge Card', {
        productType: 4,
        giftCardDenominationsCents: [2500, cents],
      })
      expect([card.statusCode, card.json().message]).toEqual([400, tooLarge])
    }
    const largest = await create(
      'Largest',
      priced('LARGEST', { priceCents: Limits.amountMaxCents }),
    )
    expect(largest.statusCode).toBe(200)
  })

  it('duplicates with new SKUs as a hidden copy, and deletes', async () => {
    const list = (await call('GET', '/api/editor/store/products?query=field')).json()
    const id = list.products[0].id
    const copy = await call('POST', `/api/editor/store/products/${id}/duplicate`)
    expect(copy.statusCode).toBe(200)
    const copied = copy.json().product
    expect(copied.title).toBe('Copy of Field Tee II')
    expect(copied.status).toBe('draft')
    expect(copied.structuredContent.variants[0].sku).toBe('TEE-S-SAND-COPY')
    expect((await call('DELETE', `/api/editor/store/products/${copied.id}`)).statusCode).toBe(204)
    expect((await call('GET', `/api/editor/store/products/${copied.id}`)).statusCode).toBe(404)
  })

  it('reorders a store page by the ids given', async () => {
    const list = (await call('GET', '/api/editor/store/products?sort=position')).json()
    const ids = list.products.map((row: { id: string }) => row.id).reverse()
    const moved = await call('PUT', `/api/editor/store/collections/${shopId}/product-order`, {
      ids,
    })
    expect(moved.statusCode).toBe(204)
    const after = (await call('GET', '/api/editor/store/products?sort=position')).json()
    expect(after.products.map((row: { id: string }) => row.id)).toEqual(ids)
    const partial = await call('PUT', `/api/editor/store/collections/${shopId}/product-order`, {
      ids: ids.slice(1),
    })
    expect(partial.statusCode).toBe(400)
  })

  it('mails a restock sign-up after an inventory edit from 0 to 5', async () => {
    const inventory = (await call('GET', '/api/editor/store/inventory?query=tee-m-sand')).json()
    expect(inventory.variants).toHaveLength(1)
    const row = inventory.variants[0]
    expect(row.qtyInStock).toBe(0)
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock',
      headers: { host, ...crumbHeaders() },
      payload: {
        isJoinMailingList: false,
        productId: row.itemId,
        variantId: row.variantId,
        siteVisitorEmail: 'waiting@example.com',
      },
    })
    expect(signUp.statusCode).toBe(200)
    const changed = await call('POST', '/api/editor/store/inventory', {
      changes: [{ variantId: row.variantId, set: 5 }],
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().changed[0]).toMatchObject({ qtyInStock: 5, sku: 'TEE-M-SAND' })
    const mails = await ctx.storage.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .where('websiteId', '=', websiteId)
      .where('subject', 'like', '%back in stock')
      .execute()
    expect(mails.map((mail) => mail.recipient)).toEqual(['waiting@example.com'])
  })

  it("the product page and the sign-up API follow the product's own restock settings", async () => {
    const make = async (title: string, sku: string, own: Record<string, boolean>) => {
      const created = await call('POST', `/api/editor/store/collections/${shopId}/products`, {
        title,
        status: 'published',
        structuredContent: {
          productType: 1,
          ...own,
          variants: [{ sku, priceCents: 1500, qtyInStock: 0, attributes: {} }],
        },
      })
      expect(created.statusCode, created.body).toBe(200)
      const product = created.json().product
      // Published pages recheck the site's version once a second (render/site-snapshots.ts).
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const page = await app.inject({
        url: `/shop/${product.urlId}?format=json`,
        headers: { host },
      })
      expect(page.statusCode).toBe(200)
      const signUp = (isJoinMailingList: boolean) =>
        app.inject({
          method: 'POST',
          url: '/api/site-users/account/notifications/restock',
          headers: { host, ...crumbHeaders() },
          payload: {
            isJoinMailingList,
            productId: product.id,
            variantId: product.structuredContent.variants[0].id,
            siteVisitorEmail: `${sku.toLowerCase()}@example.com`,
          },
        })
      return { restock: page.json().atelier.restock, signUp }
    }
    // The store offers the mailing list, ticked by default (the sample's settings).
    const plain = await make('Plain Jar', 'JAR-PLAIN', {})
    expect(plain.restock).toMatchObject({ mailingList: true, mailingListOptIn: true })
    const quiet = await make('Quiet Jar', 'JAR-QUIET', { restockNotificationsEnabled: false })
    expect(quiet.restock).toBeUndefined()
    expect((await quiet.signUp(false)).statusCode).toBe(400)
    const unticked = await make('Unticked Jar', 'JAR-UNTICKED', {
      mailingListOptInByDefault: false,
    })
    expect(unticked.restock).toMatchObject({ mailingList: true, mailingListOptIn: false })
    const noList = await make('Listless Jar', 'JAR-NOLIST', { mailingListSignUpEnabled: false })
    expect(noList.restock).toMatchObject({ mailingList: false, mailingListOptIn: false })
    expect((await noList.signUp(true)).statusCode).toBe(200)
    expect((await plain.signUp(true)).statusCode).toBe(200)
    const joined = await ctx.storage.db
      .selectFrom('restockSignups')
      .select(['email', 'joinMailingList'])
      .where('email', 'in', ['jar-nolist@example.com', 'jar-plain@example.com'])
      .orderBy('email')
      .execute()
    expect(joined.map((row) => [row.email, Boolean(row.joinMailingList)])).toEqual([
      ['jar-nolist@example.com', false],
      ['jar-plain@example.com', true],
    ])
  })

  it('adjusts in bulk without going below zero, and filters low stock', async () => {
    const low = (await call('GET', '/api/editor/store/inventory?lowStock=true')).json()
    expect(low.variants.every((row: { qtyInStock: number }) => row.qtyInStock <= 5)).toBe(true)
    const ids = low.variants.map((row: { variantId: string }) => row.variantId)
    const adjusted = await call('POST', '/api/editor/store/inventory', {
      changes: ids.map((variantId: string) => ({ variantId, adjust: -100 })),
    })
    expect(
      adjusted.json().changed.every((row: { qtyInStock: number }) => row.qtyInStock === 0),
    ).toBe(true)
    const bad = await call('POST', '/api/editor/store/inventory', {
      changes: [{ variantId: ids[0], set: -1 }],
    })
    expect(bad.statusCode).toBe(400)
  })

  it('a new digital or service product has unlimited stock, and a variant without a SKU gets one', async () => {
    for (const [productType, title] of [
      [2, 'Glaze Recipes PDF'],
      [3, 'Wheel Lesson'],
      [1, 'Plain Bowl'],
    ] as const) {
      const created = await call('POST', `/api/editor/store/collections/${shopId}/products`, {
        title,
        structuredContent: { productType, variants: [{ sku: '', priceCents: 1500 }] },
      })
      expect(created.statusCode).toBe(200)
      const { product } = created.json()
      const [stored] = product.structuredContent.variants
      expect(stored.unlimited).toBe(productType !== 1)
      expect(stored.sku).toBe(`${product.urlId.toUpperCase()}-1`)
    }
    // An owner who says how many there are is taken at their word.
    const counted = await call('POST', `/api/editor/store/collections/${shopId}/products`, {
      title: 'Signed Print',
      structuredContent: {
        productType: 2,
        variants: [{ sku: 'PRINT-1', priceCents: 900, unlimited: false, qtyInStock: 20 }],
      },
    })
    expect(counted.statusCode).toBe(200)
    expect(counted.json().product.structuredContent.variants[0]).toMatchObject({
      sku: 'PRINT-1',
      unlimited: false,
      qtyInStock: 20,
    })
  })
})
