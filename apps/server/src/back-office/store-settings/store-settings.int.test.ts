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

  it('promises Afterpay / Clearpay on a product page only with Stripe connected and the method on', async () => {
    const stripeUrl = '/api/editor/store/settings/payments/stripe'
    const stripe = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: stripeUrl,
        headers: { host, ...crumbHeaders(session) },
        payload: {
          publishableKey: 'pk_test_pill',
          secretKey: 'sk_test_pill',
          webhookSecret: 'whsec_pill',
          ...payload,
        },
      })
    const product = async () => {
      await afterRecheck()
      const json = await app.inject({ url: '/shop/speckled-mug?format=json', headers: { host } })
      const html = await app.inject({ url: '/shop/speckled-mug', headers: { host } })
      return { installment: json.json().atelier.installment, html: html.body }
    }
    expect((await change({ currency: 'USD' })).statusCode).toBe(200)
    // The old store setting that promised installments without a provider is gone.
    expect((await read()).json()).not.toHaveProperty('installmentsEnabled')
    let page = await product()
    // SPEC §3's context is there per item, unavailable without a method the checkout takes.
    expect(page.installment).toMatchObject({ afterPayAvailable: false })
    expect(page.html).not.toContain('data-island="installment-pill"')

    expect((await stripe({})).statusCode).toBe(200)
    expect((await product()).installment).toMatchObject({ afterPayAvailable: false })

    const on = await stripe({ afterpayClearpay: true })
    expect(on.statusCode).toBe(200)
    expect(on.json().stripe.afterpayClearpay).toBe(true)
    page = await product()
    expect(page.installment).toMatchObject({
      afterPayAvailable: true,
      afterPayMin: 100,
      afterPayMax: 400000,
      stripeAccountCountry: 'US',
      currency: 'USD',
    })
    expect(page.html).toContain('data-island="installment-pill"')
    // Saving the keys again without the switch keeps it.
    expect((await stripe({})).json().stripe.afterpayClearpay).toBe(true)

    expect((await change({ currency: 'GBP' })).statusCode).toBe(200)
    expect((await product()).installment).toMatchObject({
      stripeAccountCountry: 'GB',
      afterPayMax: 100000,
    })
    expect((await change({ currency: 'EUR' })).statusCode).toBe(200)
    expect((await product()).installment).toMatchObject({ afterPayAvailable: false })
    expect((await change({ currency: 'USD' })).statusCode).toBe(200)
    expect((await product()).installment).toMatchObject({ afterPayAvailable: true })

    expect((await stripe({ afterpayClearpay: false })).statusCode).toBe(200)
    expect((await product()).installment).toMatchObject({ afterPayAvailable: false })
    await stripe({ afterpayClearpay: true })
    const off = await app.inject({
      method: 'DELETE',
      url: stripeUrl,
      headers: { host, ...crumbHeaders(session) },
    })
    expect(off.statusCode).toBe(200)
    page = await product()
    expect(page.installment).toMatchObject({ afterPayAvailable: false })
    expect(page.html).not.toContain('data-island="installment-pill"')
  })

  it('keeps the shop address for packing slips, at most 500 characters', async () => {
    const saved = await change({ shopAddress: '1 Clay St\nBath, ME 04530' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().shopAddress).toBe('1 Clay St\nBath, ME 04530')
    expect((await read()).json().shopAddress).toBe('1 Clay St\nBath, ME 04530')
    const long = await change({ shopAddress: 'x'.repeat(501) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toEqual(expect.any(String))
  })

  it('refuses bad values with a 400 and a message', async () => {
    expect((await change({ currency: 'XXX' })).statusCode).toBe(400)
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
