import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../demo/seed-demo.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'

/** The opening tag of the element carrying `marker`, or '' when the page has none. */
function tagWith(html: string, marker: string): string {
  const at = html.indexOf(marker)
  return at < 0 ? '' : html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1)
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(` ${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

describeEachDialect('product page markup for the runtime islands', (ctx) => {
  let app: FastifyInstance
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => new Date('2026-03-02T15:00:00Z') })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(() => app.close())

  it('promises the Bud Vase no installments, since checkout offers no installment provider', async () => {
    const page = await get('/shop/bud-vase')
    expect(page.body).not.toContain('data-island="installment-pill"')
    expect(page.body).not.toMatch(/Afterpay|Clearpay/)
    // SPEC §3's installment context is there per item, unavailable without a method the checkout
    // takes (Stripe with Afterpay / Clearpay on: render/context/build-installment-view.ts).
    const context = JSON.parse((await get('/shop/bud-vase?format=json')).body)
    expect(context.atelier.installment).toMatchObject({
      afterPayAvailable: false,
      afterPayMin: 100,
      afterPayMax: 400_000,
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
    })
  })

  it('gives no installment pill to a gift card, a download or a workshop', async () => {
    for (const path of [
      '/shop/gift-card',
      '/shop/home-brewing-guide',
      '/shop/wheel-throwing-workshop',
    ])
      expect((await get(path)).body, path).not.toContain('data-island="installment-pill"')
  })

  it('puts the variants on the product form root, as in the page context', async () => {
    const form = tagWith((await get('/shop/bud-vase')).body, 'data-island="product-form"')
    const context = JSON.parse((await get('/shop/bud-vase?format=json')).body)
    expect(JSON.parse(attribute(form, 'data-variants')!)).toEqual(
      context.item.structuredContent.variants,
    )
    expect(form).not.toContain('data-express-checkout')
  })

  it('prints each variant price as the site formats money, for the runtime to show', async () => {
    const form = tagWith((await get('/shop/bud-vase')).body, 'data-island="product-form"')
    const [variant] = JSON.parse(attribute(form, 'data-variants')!) as { priceText?: string }[]
    expect(variant?.priceText).toBe('$42.00')
  })

  it('prints gift card SKUs the cart API accepts as they are', async () => {
    const form = tagWith((await get('/shop/gift-card')).body, 'data-island="product-form"')
    const variants = JSON.parse(attribute(form, 'data-variants')!) as { sku: string }[]
    expect(variants.map((variant) => variant.sku)).toEqual([
      'gift-card-2500',
      'gift-card-5000',
      'gift-card-10000',
    ])
    const response = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { host: 'localhost', ...crumbHeaders() },
      payload: { itemId: 'item-gift-card', sku: variants[1]!.sku, quantity: 1 },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.newlyAdded).toBe(true)
    expect(body.shoppingCart.entries).toEqual([
      expect.objectContaining({
        itemId: 'item-gift-card',
        chosenVariant: expect.objectContaining({ sku: 'gift-card-5000' }),
        purchasePriceCents: 5000,
      }),
    ])
  })
})
