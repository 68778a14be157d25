import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import { demoCheckoutSettings, seedCheckoutSettings } from '../checkout/seed-checkout-settings.js'
import { seedCartFixture, type CartFixture } from '../commerce/testing/cart-fixture.js'
import { demoGuidePdf } from '../demo/demo-guide-pdf.js'
import { saveFile } from '../files/save-file.js'
import { goodCard } from '../orders/testing/checkout-visitor.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'correct horse battery'

describeEachDialect('downloads on the account page', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  const pdf = demoGuidePdf()

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    await seedCheckoutSettings(ctx.storage, fx.websiteId, {
      ...demoCheckoutSettings,
      maxDownloads: 2,
    })
    // The e-book delivers a real PDF of the site's files.
    const file = await saveFile(app.atelier, {
      websiteId: fx.websiteId,
      originalName: 'brewing-guide.pdf',
      declaredMime: 'application/pdf',
      data: pdf,
    })
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
          structuredContent: { ...document.structuredContent, downloadFileId: file.id },
        }),
      })
      .where('id', '=', fx.id('ebook'))
      .execute()
  })
  afterAll(() => app.close())

  /** The Download links of /account, as the browser follows them. */
  const accountDownloads = async (browser: SiteBrowser) => {
    const page = (await browser.request('GET', '/account')).body
    const links = [
      ...page.matchAll(
        /<strong>([^<]+)<\/strong><a class="button button--secondary button--small" href="([^"]+)"/g,
      ),
    ].map((match) => ({ title: match[1], url: (match[2] ?? '').replaceAll('&amp;', '&') }))
    return { page, links }
  }

  it('lists the digital product a signed-in shopper bought, and its link delivers the file', async () => {
    const email = 'reader@example.com'
    await createSiteUser(ctx.storage, { websiteId: fx.websiteId, email, password, now: new Date() })
    const browser = new SiteBrowser(app, fx.host)
    expect((await browser.signIn(email, password)).statusCode).toBe(200)
    expect((await accountDownloads(browser)).page).not.toContain('id="account-downloads-title"')

    expect((await browser.add(fx.id('ebook'), fx.sku('ebook'))).statusCode).toBe(200)
    const token = (
      await browser.request('POST', '/api/commerce/payments/test/tokens', goodCard)
    ).json<{ token: string }>().token
    const order = await browser.request('POST', '/api/commerce/orders', {
      email,
      idempotencyKey: `account-download-${Date.now()}`,
      payment: { provider: 'test', token },
    })
    expect(order.statusCode, order.body).toBe(201)

    const { page, links } = await accountDownloads(browser)
    expect(page).toContain(
      '<h2 class="account-card__title" id="account-downloads-title">Downloads</h2>',
    )
    expect(page).toMatch(/2 of 2 downloads left, until \w+ \d+, \d{4}/)
    expect(links).toEqual([
      {
        title: 'Product ebook',
        url: expect.stringMatching(/^\/api\/commerce\/downloads\/\w+\?expires=\d+&sig=[\w-]+$/),
      },
    ])

    const answer = await browser.request('GET', links[0]!.url)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe('attachment; filename="brewing-guide.pdf"')
    expect(answer.rawPayload.equals(pdf)).toBe(true)
    // The account counts the download.
    expect((await accountDownloads(browser)).page).toMatch(/1 of 2 downloads left/)

    // Another account sees none of it.
    const other = 'other-reader@example.com'
    await createSiteUser(ctx.storage, {
      websiteId: fx.websiteId,
      email: other,
      password,
      now: new Date(),
    })
    const stranger = new SiteBrowser(app, fx.host)
    expect((await stranger.signIn(other, password)).statusCode).toBe(200)
    expect((await accountDownloads(stranger)).links).toEqual([])
  })
})
