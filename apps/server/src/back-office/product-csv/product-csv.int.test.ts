import type { FastifyInstance } from 'fastify'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../../demo/seed-demo.js'
import type { Storage } from '../../storage/open-storage.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../../testing/test-app.js'

interface VariantView {
  [key: string]: unknown
}

describeEachDialect('back office: product CSV', (ctx) => {
  let demo: FastifyInstance
  let empty: FastifyInstance
  let emptyStorage: Storage
  let demoSession: string
  let emptySession: string
  let emptyHost: string
  let storeId: string

  beforeAll(async () => {
    const demoStorage = await ctx.freshStorage()
    demo = await testApp({ ...ctx, storage: demoStorage } as typeof ctx)
    await seedDemo(demoStorage, demo.atelier, { images: false })
    demoSession = await signInOwner(
      { ...ctx, storage: demoStorage } as typeof ctx,
      demo,
      'localhost',
    )

    emptyStorage = await ctx.freshStorage()
    const emptyCtx = { ...ctx, storage: emptyStorage } as typeof ctx
    empty = await testApp(emptyCtx)
    const { site, host } = await testSite(emptyCtx, 'Empty Shop')
    emptyHost = host
    emptySession = await signInOwner(emptyCtx, empty, host)
    const store = await empty.inject({
      method: 'POST',
      url: `/api/content-service/product/1.1/websites/${site.id}/products`,
      headers: { host, ...crumbHeaders(emptySession) },
      payload: {
        navigationTitle: 'Shop',
        title: 'Shop',
        urlId: '',
        description: '',
        enabled: true,
      },
    })
    expect(store.statusCode).toBe(200)
    storeId = store.json().id
  })
  afterAll(async () => {
    await demo.close()
    await empty.close()
  })

  const importCsv = (csv: string, dryRun: boolean, format = 'shopify') =>
    empty.inject({
      method: 'POST',
      url: '/api/editor/store/products/import',
      headers: { host: emptyHost, ...crumbHeaders(emptySession) },
      payload: { format, csv, collectionId: storeId, dryRun },
    })

  /** What a visitor sees of a product's variants and prices, without ids and pictures. */
  async function productView(app: FastifyInstance, host: string, urlId: string) {
    const answer = await app.inject({ url: `/shop/${urlId}?format=json`, headers: { host } })
    expect(answer.statusCode).toBe(200)
    const item = answer.json().item as {
      title: string
      structuredContent: { variants: VariantView[]; priceMoney: unknown; salePriceMoney: unknown }
    }
    const strip = (variant: VariantView) =>
      Object.fromEntries(Object.entries(variant).filter(([key]) => !/id$|image/i.test(key)))
    return {
      title: item.title,
      priceMoney: item.structuredContent.priceMoney,
      salePriceMoney: item.structuredContent.salePriceMoney,
      variants: item.structuredContent.variants.map(strip),
    }
  }

  it('exports the demo catalogue as Shopify CSV that an empty site imports with the same prices and variants', async () => {
    const exported = await demo.inject({
      url: '/api/editor/store/products.csv?format=shopify',
      headers: { host: 'localhost', ...crumbHeaders(demoSession) },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8')
    const csv = exported.body
    expect(csv.split('\n')[0]).toContain('Handle,Title,Body (HTML),Vendor,Type,Tags,Published')

    const preview = await importCsv(csv, true)
    expect(preview.statusCode).toBe(200)
    expect(preview.json().summary).toEqual({ create: 12, update: 0, unchanged: 0, error: 0 })
    // Pictures live on the demo site: their addresses are reported, never fetched.
    const mug = preview
      .json()
      .products.find((p: { handle: string }) => p.handle === 'speckled-stoneware-mug')
    expect(mug.warnings[0]).toMatch(
      /^Image http:\/\/localhost\/files\/.* is not a file of this site/,
    )
    expect((await emptyStorage.db.selectFrom('items').select('id').execute()).length).toBe(0)

    const applied = await importCsv(csv, false)
    expect(applied.json().summary).toEqual({ create: 12, update: 0, unchanged: 0, error: 0 })

    for (const urlId of [
      'speckled-stoneware-mug',
      'serving-bowl-large',
      'moonlight-teapot',
      'house-blend-coffee',
      'gift-card',
      'home-brewing-guide',
      'wheel-throwing-workshop',
    ]) {
      expect(await productView(empty, emptyHost, urlId)).toEqual(
        await productView(demo, 'localhost', urlId),
      )
    }

    // Imported back into the demo itself, where its pictures are this site's files: no change.
    const home = await demo.inject({
      method: 'POST',
      url: '/api/editor/store/products/import',
      headers: { host: 'localhost', ...crumbHeaders(demoSession) },
      payload: { format: 'shopify', csv, collectionId: 'col-shop', dryRun: true },
    })
    expect(home.json().summary).toEqual({ create: 0, update: 0, unchanged: 12, error: 0 })
    expect(home.json().products[0].warnings).toEqual([])

    // The same file again changes nothing.
    const again = await importCsv(csv, false)
    expect(again.json().summary).toEqual({ create: 0, update: 0, unchanged: 12, error: 0 })
  })

  it('reports the errors of each product in the preview and refuses files of the wrong shape', async () => {
    const csv = [
      'Handle,Title,Variant SKU,Variant Price,Variant Inventory Qty,Tags',
      `bad-price,Bad Price,BAD-1,twelve,3,`,
      `long-tag,Long Tag,LONG-1,12.00,3,${'x'.repeat(51)}`,
      `fine,Fine Thing,FINE-1,12.00,3,`,
    ].join('\n')
    const preview = await importCsv(csv, true)
    expect(preview.statusCode).toBe(200)
    const products = preview.json().products as {
      handle: string
      action: string
      errors: string[]
    }[]
    expect(products.map((p) => [p.handle, p.action])).toEqual([
      ['bad-price', 'error'],
      ['long-tag', 'error'],
      ['fine', 'create'],
    ])
    expect(products[0]?.errors[0]).toBe('Line 2: the price “twelve” is not an amount.')
    expect(products[1]?.errors).toContain('A tag is at most 50 characters.')
    const wrong = await importCsv('Name,Price\nA,1', true)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(
      'This is not a Shopify product CSV: it needs the columns Handle, Variant Price.',
    )
  })

  it('round-trips Squarespace CSV too', async () => {
    const exported = await demo.inject({
      url: '/api/editor/store/products.csv?format=squarespace',
      headers: { host: 'localhost', ...crumbHeaders(demoSession) },
    })
    expect(exported.body.split('\n')[0]).toContain(
      'Product ID,Variant ID,Product Type,Product Page',
    )
    const again = await importCsv(exported.body, true, 'squarespace')
    expect(again.statusCode).toBe(200)
    expect(again.json().summary.error).toBe(0)
  })

  it('neutralises formulas in both formats and reads its own cells back unchanged', async () => {
    const formulas = [
      'Handle,Title,Variant SKU,Variant Price,Variant Inventory Qty,Tags,Type',
      `formula-title,"=HYPERLINK(""http://evil.example"",""Click"")",F-1,12.00,3,@tag,+type`,
      `minus-title,-2+3+cmd,F-2,5.00,4,"-x",\tTab`,
    ].join('\n')
    const created = await importCsv(formulas, false)
    expect(created.json().products.flatMap((p: { errors: string[] }) => p.errors)).toEqual([])
    expect(created.json().summary).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 })
    for (const format of ['shopify', 'squarespace']) {
      const exported = await empty.inject({
        url: `/api/editor/store/products.csv?format=${format}&collectionId=${storeId}`,
        headers: { host: emptyHost, ...crumbHeaders(emptySession) },
      })
      expect(exported.statusCode).toBe(200)
      const cells = (parse(exported.body, { columns: true }) as Record<string, string>[]).flatMap(
        (row) => Object.values(row),
      )
      // Every cell a spreadsheet would run is text; a plain negative number stays a number.
      expect(
        cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell)),
      ).toEqual([])
      expect(cells).toContain(`'=HYPERLINK("http://evil.example","Click")`)
      expect(cells).toContain("'-2+3+cmd")
      const back = await importCsv(exported.body, true, format)
      expect(back.statusCode).toBe(200)
      const titles = (back.json().products as { title: string }[]).map((p) => p.title)
      expect(titles).toContain('=HYPERLINK("http://evil.example","Click")')
      expect(titles).toContain('-2+3+cmd')
      if (format === 'shopify') expect(back.json().summary.unchanged).toBeGreaterThanOrEqual(2)
    }
  })
})
