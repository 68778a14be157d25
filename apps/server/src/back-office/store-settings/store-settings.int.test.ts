import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../../files/disk-file-store.js'
import { importSite } from '../../sites/import-site.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { sampleBundle } from '../../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

describeEachDialect('back office: store settings', (ctx) => {
  const websiteId = `site-ss-${Date.now().toString(36)}`
  const host = `${websiteId}.example`
  let app: FastifyInstance
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      await sampleBundle(websiteId, host),
    )
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const url = '/api/editor/store/settings'
  // Published pages recheck the site's version once a second (render/site-snapshots.ts).
  const afterRecheck = () => new Promise((resolve) => setTimeout(resolve, 1100))
  const read = () => app.inject({ url, headers: { host, ...crumbHeaders(session) } })
  const change = (payload: object) =>
    app.inject({ method: 'PATCH', url, headers: { host, ...crumbHeaders(session) }, payload })

  it('needs the owner and the crumb', async () => {
    expect((await app.inject({ url, headers: { host } })).statusCode).toBe(401)
    const noCrumb = await app.inject({
      method: 'PATCH',
      url,
      headers: { host, cookie: session },
      payload: { offlinePaymentEnabled: true },
    })
    expect(noCrumb.statusCode).toBe(403)
  })

  it('reads the defaults and says how many prices a currency change would leave as they are', async () => {
    const settings = (await read()).json()
    expect(settings).toMatchObject({
      currency: 'USD',
      offlinePaymentEnabled: false,
      installmentsEnabled: true,
      installmentMinCents: 100,
      installmentMaxCents: 200000,
      multipleQuantityAllowedForServices: true,
      pricedVariants: 2,
    })
    const changed = await change({ currency: 'EUR', baseVersion: settings.version })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().currency).toBe('EUR')
    await afterRecheck()
    const page = await app.inject({ url: '/shop/speckled-mug?format=json', headers: { host } })
    expect(page.json().websiteSettings.storeSettings.currency).toBe('EUR')
    const stale = await change({ currency: 'GBP', baseVersion: settings.version })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toBe(
      'The store settings were changed by someone else. Reload to see their changes.',
    )
  })

  it('makes the installment range and country settings the product page uses', async () => {
    const saved = await change({
      installmentMinCents: 2000,
      installmentMaxCents: 50000,
      installmentCountry: 'GB',
      offlinePaymentEnabled: true,
      minimumOrderSubtotalCents: 1500,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      offlinePaymentEnabled: true,
      minimumOrderSubtotalCents: 1500,
    })
    await afterRecheck()
    const page = (
      await app.inject({ url: '/shop/speckled-mug?format=json', headers: { host } })
    ).json()
    expect(page.atelier.installment).toMatchObject({
      afterPayMin: 2000,
      afterPayMax: 50000,
      stripeAccountCountry: 'GB',
    })
    await change({ installmentsEnabled: false })
    await afterRecheck()
    const off = (
      await app.inject({ url: '/shop/speckled-mug?format=json', headers: { host } })
    ).json()
    expect(off.atelier.installment).toBeUndefined()
  })

  it('refuses bad values with a 400 and a message', async () => {
    const range = await change({ installmentMinCents: 5000, installmentMaxCents: 100 })
    expect(range.statusCode).toBe(400)
    expect(range.json().message).toBe('The installment maximum must be above its minimum.')
    expect((await change({ currency: 'XXX' })).statusCode).toBe(400)
    expect((await change({ installmentCountry: 'gb' })).statusCode).toBe(400)
    expect((await change({ minimumOrderSubtotalCents: -1 })).statusCode).toBe(400)
    expect((await change({})).statusCode).toBe(400)
  })

  it('refuses a checkout settings save from a stale tab (409) and keeps what the store settings own', async () => {
    const checkoutUrl = '/api/editor/checkout-settings'
    const headers = { host, ...crumbHeaders(session) }
    const put = (payload: object) =>
      app.inject({ method: 'PUT', url: checkoutUrl, headers, payload })
    await change({ offlinePaymentEnabled: true, orderNotificationEmail: 'orders@shop.example' })
    const tabA = (await app.inject({ url: checkoutUrl, headers })).json()
    const tabB = (await app.inject({ url: checkoutUrl, headers })).json()
    expect(tabA.version).toEqual(expect.any(Number))
    const { version: _a, offlinePayment: _o, orderNotificationEmail: _n, ...shippingPart } = tabA
    const first = await put({ ...shippingPart, downloadDays: 14, baseVersion: tabA.version })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      downloadDays: 14,
      offlinePayment: true,
      orderNotificationEmail: 'orders@shop.example',
    })
    expect(first.json().version).not.toBe(tabA.version)
    const { version: _b, ...fromB } = tabB
    const second = await put({ ...fromB, maxDownloads: 2, baseVersion: tabB.version })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({
      message: 'The checkout settings were changed by someone else. Reload to see their changes.',
      currentVersion: first.json().version,
    })
    const stored = (await app.inject({ url: checkoutUrl, headers })).json()
    expect(stored).toMatchObject({ downloadDays: 14, maxDownloads: tabA.maxDownloads })
    // A coupon made on the Discounts screen meanwhile makes the checkout screen's copy stale too.
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/editor/discounts',
      headers,
      payload: { code: 'TABS10', kind: 'percentage', percentBasisPoints: 1000 },
    })
    expect(coupon.statusCode, coupon.body).toBeLessThan(300)
    const { version: _s, ...fromStored } = stored
    expect((await put({ ...fromStored, baseVersion: stored.version })).statusCode).toBe(409)
    expect((await put({ ...fromStored, baseVersion: 'x' })).statusCode).toBe(400)
  })
})
