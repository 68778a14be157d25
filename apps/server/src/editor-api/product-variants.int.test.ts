import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { readSiteVersion } from '../render/snapshot/load-site-snapshot.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

describeEachDialect('editor API: variant shipping weights', (ctx) => {
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
  const setWeight = (item: string, variant: string, weightGrams: unknown) =>
    app.inject({
      method: 'PATCH',
      url: `/api/editor/products/${fx.id(item)}/variants/${fx.id(`v-${variant}`)}`,
      headers: headers(),
      payload: { weightGrams },
    })
  const variants = (item: string) =>
    app.inject({ url: `/api/editor/products/${fx.id(item)}/variants`, headers: headers() })

  it('lists a product’s variants in order, without a weight until one is set', async () => {
    const response = await variants('tee')
    expect(response.statusCode).toBe(200)
    expect(response.json().variants.map((v: { sku: string }) => v.sku)).toEqual(
      ['tee-s-red', 'tee-s-blue', 'tee-m-red', 'tee-m-blue'].map(fx.sku),
    )
    expect(response.json().variants[0]).toEqual({
      id: fx.id('v-tee-s-red'),
      sku: fx.sku('tee-s-red'),
      attributes: { Size: 'S', Color: 'Red' },
      weightGrams: null,
      imageId: null,
    })
  })

  it('sets a weight in grams, stores it on the variant, and clears it with null', async () => {
    const set = await setWeight('mug', 'mug', 425)
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ sku: fx.sku('mug'), weightGrams: 425 })
    expect((await variants('mug')).json().variants[0].weightGrams).toBe(425)
    const row = await ctx.storage.db
      .selectFrom('productVariants')
      .select('weightGrams')
      .where('id', '=', fx.id('v-mug'))
      .executeTakeFirstOrThrow()
    expect(row.weightGrams).toBe(425)

    const cleared = await setWeight('mug', 'mug', null)
    expect(cleared.json().weightGrams).toBeNull()
  })

  it('refuses a weight that is not whole grams from 0 to 1,000,000 with a clear 400', async () => {
    expect((await setWeight('mug', 'mug', 12.5)).json()).toEqual({
      message: 'A weight is a whole number of grams.',
      errors: { weightGrams: 'A weight is a whole number of grams.' },
    })
    const negative = await setWeight('mug', 'mug', -1)
    expect(negative.statusCode).toBe(400)
    expect(negative.json().message).toBe('A weight cannot be negative.')
    const heavy = await setWeight('mug', 'mug', 1_000_001)
    expect(heavy.statusCode).toBe(400)
    expect(heavy.json().message).toBe('A weight is at most 1,000,000 grams.')
  })

  it('shows a variant in one of the product’s images, and refuses an image of another', async () => {
    const item = await ctx.storage.db
      .selectFrom('items')
      .select('document')
      .where('id', '=', fx.id('tee'))
      .executeTakeFirstOrThrow()
    const document = ctx.storage.dialect.decodeJson<{ structuredContent: object }>(item.document)
    const images = ['tee-red', 'tee-blue'].map((name) => ({ fileId: fx.id(name), altText: name }))
    await ctx.storage.db
      .updateTable('items')
      .set({
        document: ctx.storage.dialect.encodeJson({
          ...document,
          structuredContent: { ...document.structuredContent, images },
        }),
      })
      .where('id', '=', fx.id('tee'))
      .execute()
    const setImage = (variant: string, imageId: unknown) =>
      app.inject({
        method: 'PATCH',
        url: `/api/editor/products/${fx.id('tee')}/variants/${fx.id(`v-${variant}`)}`,
        headers: headers(),
        payload: { imageId },
      })

    const set = await setImage('tee-s-blue', fx.id('tee-blue'))
    expect(set.statusCode).toBe(200)
    expect(set.json()).toMatchObject({ sku: fx.sku('tee-s-blue'), imageId: fx.id('tee-blue') })
    const listed = (await variants('tee')).json().variants
    expect(listed.map((v: { imageId: string | null }) => v.imageId)).toEqual([
      null,
      fx.id('tee-blue'),
      null,
      null,
    ])
    // The page shows it at once: the site's version (the render cache key) moved on.
    const before = await readSiteVersion(ctx.storage, fx.websiteId)
    await setImage('tee-m-red', fx.id('tee-red'))
    expect(await readSiteVersion(ctx.storage, fx.websiteId)).not.toBe(before)

    const foreign = await setImage('tee-s-red', fx.id('mug'))
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json()).toEqual({
      message: 'Choose one of this product’s images.',
      errors: { imageId: 'Choose one of this product’s images.' },
    })
    expect((await setImage('tee-s-blue', null)).json().imageId).toBeNull()
    const weightKept = await setWeight('tee', 'tee-s-blue', 200)
    expect(weightKept.json()).toMatchObject({ weightGrams: 200, imageId: null })
    expect((await setImage('tee-m-red', 42)).statusCode).toBe(400)
  })

  it('answers 404 for a variant of another product, an unknown product, and needs the owner', async () => {
    const wrongProduct = await app.inject({
      method: 'PATCH',
      url: `/api/editor/products/${fx.id('tee')}/variants/${fx.id('v-mug')}`,
      headers: headers(),
      payload: { weightGrams: 100 },
    })
    expect(wrongProduct.statusCode).toBe(404)
    expect(wrongProduct.json()).toEqual({ message: 'This variant does not exist.' })
    const unknown = await app.inject({
      url: '/api/editor/products/no-such-product/variants',
      headers: headers(),
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'This product does not exist.' })
    const signedOut = await app.inject({
      method: 'PATCH',
      url: `/api/editor/products/${fx.id('mug')}/variants/${fx.id('v-mug')}`,
      headers: { host: fx.host, ...crumbHeaders() },
      payload: { weightGrams: 100 },
    })
    expect(signedOut.statusCode).toBe(401)
  })
})
