import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { demoGuidePdf } from '../demo/demo-guide-pdf.js'
import { saveFile } from '../files/save-file.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { samplePng } from '../testing/sample-bundle.js'
import { signInOwner, testApp } from '../testing/test-app.js'
import { downloadPath, downloadSecret } from './download-link.js'

describeEachDialect('digital downloads', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, {
      ...demoCheckoutSettings,
      maxDownloads: 2,
    })
  })
  afterAll(async () => {
    await app.close()
  })

  const get = (url: string, host = fx.host) => app.inject({ url, headers: { host } })

  /** Buys the fixture's e-book on this store; answers the order's secret token. */
  async function buyEbook(host: string, email: string): Promise<string> {
    const visitor = new CheckoutVisitor(app, host)
    await visitor.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })
    const placed = await visitor.order({
      email,
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode).toBe(201)
    return placed.json().confirmationUrl.split('/').pop()
  }

  /** The download links the order status page (211) shows, as a visitor's browser follows them. */
  async function pageLinks(token: string, host = fx.host): Promise<string[]> {
    const page = await get(`/orders/${token}`, host)
    expect(page.statusCode).toBe(200)
    return [...page.body.matchAll(/<a class="order-download" href="([^"]+)">([^<]*)<\/a>/g)].map(
      (match) => (match[1] ?? '').replaceAll('&amp;', '&'),
    )
  }

  it('mails a signed, expiring, count-limited link that the order page shows too', async () => {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })
    const placed = await visitor.order({
      email: 'reader@example.com',
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode).toBe(201)
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select('textBody')
      .where('recipient', '=', 'reader@example.com')
      .executeTakeFirstOrThrow()
    const link = /Product ebook: (http\S+)/.exec(mail.textBody)?.[1] ?? ''
    const path = new URL(link).pathname + new URL(link).search
    expect(path).toMatch(/^\/api\/commerce\/downloads\/\w+\?expires=\d+&sig=[\w-]+$/)

    const token = placed.json().confirmationUrl.split('/').pop()
    const order = (await get(`/api/commerce/orders/${token}`)).json().order
    expect(order.downloads).toEqual([
      expect.objectContaining({ title: 'Product ebook', url: path, downloads: 0, maxDownloads: 2 }),
    ])

    expect((await get(path.replace(/sig=[\w-]+/, 'sig=forged'))).statusCode).toBe(403)
    expect((await get(path.replace(/expires=\d+/, 'expires=99999999999999'))).statusCode).toBe(403)

    const first = await get(path)
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-disposition']).toContain('attachment')
    // A product without a file of its own delivers a text placeholder with its title.
    expect(first.body).toBe('Product ebook\n')
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect((await get(path)).statusCode).toBe(200)
    const third = await get(path)
    expect(third.statusCode).toBe(410)
    expect(third.json()).toEqual({ message: 'This file has reached its download limit.' })

    await ctx.storage.db
      .updateTable('downloadGrants')
      .set({ downloads: 0, expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute()
    const expired = await get(path)
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({ message: 'This download link has expired.' })
  })

  /** Makes `fileId` the file the fixture's e-book delivers. */
  async function deliverFile(fileId: string) {
    const item = await ctx.storage.db
      .selectFrom('items')
      .select('document')
      .where('id', '=', fx.id('ebook'))
      .executeTakeFirstOrThrow()
    const document = ctx.storage.dialect.decodeJson<{ structuredContent: object }>(item.document)
    await ctx.storage.db
      .updateTable('items')
      .set({
        document: ctx.storage.dialect.encodeJson({
          ...document,
          structuredContent: { ...document?.structuredContent, downloadFileId: fileId },
        }),
      })
      .where('id', '=', fx.id('ebook'))
      .execute()
  }

  it("never serves a product's file at its public /files address, only to the site's members", async () => {
    const save = async (originalName: string, declaredMime: string, data: Buffer) =>
      saveFile(app.atelier, { websiteId: fx.websiteId, originalName, declaredMime, data })
    const pdf = await save('secret-guide.pdf', 'application/pdf', demoGuidePdf())
    const art = await save('print.png', 'image/png', await samplePng(1200, 800))
    const photo = await save('photo.png', 'image/png', await samplePng(400, 300))
    // Before it is sold, a file is public like any other.
    expect((await get(pdf.url)).statusCode).toBe(200)
    const session = await signInOwner(ctx, app, fx.host)
    for (const file of [pdf, art]) {
      await deliverFile(file.id)
      const addresses = [file.url, ...file.derivedWidths.map((w) => `${file.url}?format=${w}w`)]
      // A derived width's own stored path, guessed directly, is refused too.
      if (file === art) addresses.push(file.url.replace(/\.png$/, '.500w.png'))
      for (const url of addresses) {
        const visitor = await get(url)
        expect([url, visitor.statusCode]).toEqual([url, 404])
        expect(visitor.body).not.toContain('%PDF')
        const member = await app.inject({ url, headers: { host: fx.host, cookie: session } })
        expect([url, member.statusCode]).toEqual([url, 200])
        expect(member.headers['cache-control']).toBe('private, no-store')
      }
    }
    // Other files stay public and cacheable.
    const open = await get(photo.url)
    expect(open.statusCode).toBe(200)
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('delivers the bytes of the file the product names in downloadFileId', async () => {
    const pdf = demoGuidePdf()
    const file = await saveFile(app.atelier, {
      websiteId: fx.websiteId,
      originalName: 'brewing-guide.pdf',
      declaredMime: 'application/pdf',
      data: pdf,
    })
    await deliverFile(file.id)

    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id('ebook'), sku: fx.sku('ebook'), quantity: 1 })
    const placed = await visitor.order({
      email: 'guide@example.com',
      shippingAddress: undefined,
      shippingOptionId: undefined,
    })
    expect(placed.statusCode).toBe(201)
    const token = placed.json().confirmationUrl.split('/').pop()
    const [download] = (await get(`/api/commerce/orders/${token}`)).json().order.downloads
    const answer = await get(download.url)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="brewing-guide.pdf"')
    expect(answer.rawPayload.equals(pdf)).toBe(true)
  })

  it('shows the signed link on the HTML order status page, and the link works', async () => {
    const token = await buyEbook(fx.host, 'page@example.com')
    const page = await get(`/orders/${token}`)
    expect(page.body).toContain('<h2>Downloads</h2>')
    expect(page.body).toContain('>Product ebook</a>')
    const [link] = await pageLinks(token)
    expect(link).toMatch(/^\/api\/commerce\/downloads\/\w+\?expires=\d+&sig=[\w-]+$/)
    const answer = await get(link ?? '')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename=/)
  })

  it('refuses a tampered link (403) and a link past its signed expiry (410)', async () => {
    const token = await buyEbook(fx.host, 'tamper@example.com')
    const [link = ''] = await pageLinks(token)
    const grantId = /downloads\/(\w+)\?/.exec(link)?.[1] ?? ''
    const invalid = { message: 'This download link is not valid.' }
    // Another grant id under this signature, a later expiry, a changed or missing signature.
    const tampered = [
      link.replace(grantId, `${grantId.slice(0, -1)}${grantId.endsWith('a') ? 'b' : 'a'}`),
      link.replace(/expires=(\d+)/, (_, ms: string) => `expires=${Number(ms) + 86_400_000}`),
      link.replace(/sig=[\w-]+/, (sig) => `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`),
    ]
    for (const url of tampered) {
      const answer = await get(url)
      expect(answer.statusCode, url).toBe(403)
      expect(answer.json()).toEqual(invalid)
    }
    expect((await get(link.replace(/&sig=[\w-]+/, ''))).statusCode).toBe(400)

    // Correctly signed, but for an expiry already past: the link itself has expired.
    const secret = await downloadSecret(ctx.storage.db)
    const expired = await get(downloadPath(secret, grantId, new Date(Date.now() - 1000)))
    expect(expired.statusCode).toBe(410)
    expect(expired.json()).toEqual({ message: 'This download link has expired.' })
    // The real link still works: nothing above was counted against it.
    expect((await get(link)).statusCode).toBe(200)
  })

  it('serves any number of downloads when the store allows unlimited ones (0)', async () => {
    const unlimited = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, unlimited.websiteId, {
      ...demoCheckoutSettings,
      maxDownloads: 0,
    })
    const visitor = new CheckoutVisitor(app, unlimited.host)
    await visitor.add({ itemId: unlimited.id('ebook'), sku: unlimited.sku('ebook'), quantity: 1 })
    const placed = await visitor.order({ shippingAddress: undefined, shippingOptionId: undefined })
    expect(placed.statusCode).toBe(201)
    const token: string = placed.json().confirmationUrl.split('/').pop()
    const [link = ''] = await pageLinks(token, unlimited.host)
    for (let time = 0; time < 7; time++) {
      expect((await get(link, unlimited.host)).statusCode).toBe(200)
    }
  })
})
