import { giftCardSku } from '@atelier/commerce'
import type { SiteBundle } from '@atelier/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { buildPage } from '../context/build-page-context.js'
import { loadTheme, type Theme } from './load-theme.js'
import type { PageContext } from '../context/page-context.js'
import { createEnv } from './page-renderer.js'
import { renderHtml } from './render-html.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
const demo = buildDemoSite(now)
let theme: Theme

beforeAll(async () => {
  theme = await loadTheme()
})

/** A site with Stripe connected and Afterpay / Clearpay on, unless the test says otherwise. */
function context(
  path: string,
  bundle: SiteBundle = demo,
  payments = { stripe: true, afterpayClearpay: true },
): PageContext {
  const env = createEnv({ ...snapshotFromBundle(bundle), payments }, now, 'https://shop.example')
  const result = buildPage(
    env,
    { path, query: {}, unlocked: new Set() },
    { stylesheetUrl: '/site.css', scripts: [] },
  )
  if (result.kind !== 'page') throw new Error(`${path} redirected`)
  return result.context
}

function html(page: PageContext): string {
  return renderHtml(theme, page, { now: now.getTime() }).html
}

/** The opening tag of the first element carrying `marker`, or '' when there is none. */
function tagWith(markup: string, marker: string): string {
  const at = markup.indexOf(marker)
  if (at < 0) return ''
  return markup.slice(markup.lastIndexOf('<', at), markup.indexOf('>', at) + 1)
}

/** An attribute's value as the browser reads it (entities decoded). */
function attribute(tag: string, name: string): string | undefined {
  const raw = new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

const pillOf = (markup: string) => tagWith(markup, 'data-island="installment-pill"')
const formOf = (markup: string) => tagWith(markup, 'data-island="product-form"')

function withCurrency(
  currency: SiteBundle['website']['currency'],
  locale = demo.website.locale,
): SiteBundle {
  const settings = demo.website.settings
  return {
    ...demo,
    website: {
      ...demo.website,
      locale,
      settings: { ...settings, storeSettings: { ...settings.storeSettings, currency } },
    },
  }
}

describe('installment pill markup', () => {
  it('gives a single-variant physical product its price, currency, Stripe’s limits, country and language', () => {
    const page = context('/shop/bud-vase')
    expect(pillOf(html(page))).toBe(
      `<div class="installment-pill" data-island="installment-pill" data-item-id="${page.item!.id}"` +
        ' data-price-cents="4200" data-currency="USD" data-min-cents="100" data-max-cents="400000"' +
        ' data-country="US" data-language="en" data-after-pay-available="true"' +
        ' data-installment-text="$10.50"' +
        ' data-variant-texts="{&quot;VASE-BUD&quot;:&quot;$10.50&quot;}"' +
        ' data-min-text="$1.00" data-max-text="$4,000.00">',
    )
    expect(page.atelier.installment).toEqual({
      afterPayAvailable: true,
      afterPayMin: 100,
      afterPayMax: 400000,
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
      priceCents: 4200,
      currency: 'USD',
      installmentText: '$10.50',
      minText: '$1.00',
      maxText: '$4,000.00',
      variantTexts: { 'VASE-BUD': '$10.50' },
    })
  })

  it('prints no pill for a subscription or a sold-out product, and each variant’s amount', () => {
    expect(pillOf(html(context('/shop/coffee-of-the-month')))).toBe('')
    expect(pillOf(html(context('/shop/moonlight-teapot')))).toBe('')
    const mug = context('/shop/speckled-stoneware-mug').atelier.installment
    expect(mug?.variantTexts['MUG-12-OAT']).toBe('$9.50')
  })

  it("prints the amounts in the store's CLDR money format, so the browser needs no CLDR data", () => {
    const british = pillOf(html(context('/shop/bud-vase', withCurrency('USD', 'en-GB'))))
    expect(attribute(british, 'data-installment-text')).toBe('US$10.50')
    expect(attribute(british, 'data-max-text')).toBe('US$4,000.00')
    const german = context('/shop/bud-vase', withCurrency('USD', 'de-DE')).atelier.installment
    expect(german?.minText).toBe('1,00\u00a0$')
  })

  it('takes the lowest price a visitor pays, the sale price of the mug included', () => {
    expect(
      attribute(pillOf(html(context('/shop/speckled-stoneware-mug'))), 'data-price-cents'),
    ).toBe('2800')
  })

  it('follows the store currency: Clearpay in pounds up to £1,000, nothing in euros', () => {
    const british = context('/shop/bud-vase', withCurrency('GBP', 'en-GB'))
    expect(british.atelier.installment).toMatchObject({
      stripeAccountCountry: 'GB',
      afterPayMin: 100,
      afterPayMax: 100_000,
      currency: 'GBP',
    })
    expect(attribute(pillOf(html(british)), 'data-country')).toBe('GB')
    const euros = context('/shop/bud-vase', withCurrency('EUR', 'de-DE'))
    // SPEC §3's context is still there, unavailable: no limits or country in euros.
    expect(euros.atelier.installment).toMatchObject({
      afterPayAvailable: false,
      afterPayMin: 0,
      afterPayMax: 0,
      stripeAccountCountry: '',
      shopperLanguage: 'de',
    })
    expect(html(euros)).not.toContain('installment-pill')
  })

  it.each([
    ['Stripe is not connected', { stripe: false, afterpayClearpay: false }],
    ['Afterpay / Clearpay is off', { stripe: true, afterpayClearpay: false }],
  ])('promises no installments when %s', (_, payments) => {
    const page = context('/shop/bud-vase', demo, payments)
    expect(page.atelier.installment).toMatchObject({
      afterPayAvailable: false,
      afterPayMin: 100,
      afterPayMax: 400_000,
      stripeAccountCountry: 'US',
      installmentText: '',
    })
    expect(html(page)).not.toContain('installment-pill')
    expect(html(page)).not.toMatch(/Afterpay|Clearpay/)
  })

  it('prints no installment amount for a price above Stripe’s limit, only the range', () => {
    const dear = withProduct('bud-vase', {})
    const vase = dear.items.find((item) => item.urlId === 'bud-vase')!
    const content = vase.structuredContent!
    vase.structuredContent = {
      ...content,
      variants: content.variants.map((variant) => ({ ...variant, priceCents: 500_000 })),
    }
    const page = context('/shop/bud-vase', dear)
    expect(page.atelier.installment).toMatchObject({ installmentText: '', maxText: '$4,000.00' })
    expect(attribute(pillOf(html(page)), 'data-installment-text')).toBeUndefined()
    expect(attribute(pillOf(html(page)), 'data-max-text')).toBe('$4,000.00')
  })

  it.each(['/shop/gift-card', '/shop/home-brewing-guide', '/shop/wheel-throwing-workshop'])(
    'is left out for %s, which is not a physical product',
    (path) => {
      const page = context(path)
      expect(page.atelier.installment).toBeUndefined()
      expect(html(page)).not.toContain('installment-pill')
    },
  )
})

describe('product form markup', () => {
  it('carries the variants as JSON, so a single-variant product needs no page fetch', () => {
    const page = context('/shop/bud-vase')
    const variants = JSON.parse(attribute(formOf(html(page)), 'data-variants') ?? 'null')
    expect(variants).toEqual(page.item!.structuredContent!.variants)
    expect(variants).toEqual([
      expect.objectContaining({ sku: 'VASE-BUD', price: 4200, qtyInStock: 40, unlimited: false }),
    ])
  })

  it('escapes the JSON for the attribute', () => {
    const page = context('/shop/speckled-stoneware-mug')
    const variant = page.item!.structuredContent!.variants[0]!
    variant.attributes = { ...variant.attributes, Color: 'Sage "& <b>Oat</b>' }
    const tag = formOf(html(page))
    expect(tag).toContain('Sage \\&quot;&amp; &lt;b&gt;Oat&lt;\\/b&gt;')
    const variants = JSON.parse(attribute(tag, 'data-variants') ?? 'null')
    expect(variants[0].attributes.Color).toBe('Sage "& <b>Oat</b>')
  })

  it('offers gift card denominations under the SKUs the cart API accepts', () => {
    const variants = JSON.parse(
      attribute(formOf(html(context('/shop/gift-card'))), 'data-variants') ?? 'null',
    )
    expect(variants.map((v: { sku: string }) => v.sku)).toEqual([
      giftCardSku(2500),
      giftCardSku(5000),
      giftCardSku(10000),
    ])
    expect(variants.map((v: { sku: string }) => v.sku)).toEqual([
      'gift-card-2500',
      'gift-card-5000',
      'gift-card-10000',
    ])
    expect(variants[1].attributes).toEqual({ Amount: '$50.00' })
  })

  it('asks for express checkout only when the product or store does (off by default)', () => {
    const page = context('/shop/bud-vase')
    expect(page.websiteSettings.storeSettings.expressCheckout).toBe(false)
    expect(page.productMerchandisingContext?.[page.item!.id]?.expressCheckout).toBe(false)
    expect(formOf(html(page))).not.toContain('data-express-checkout')
    const express = context('/shop/bud-vase', withProduct('bud-vase', { expressCheckout: true }))
    expect(express.productMerchandisingContext?.[express.item!.id]?.expressCheckout).toBe(true)
    expect(attribute(formOf(html(express)), 'data-express-checkout')).toBe('true')
    // Only that product: the others still add to the cart.
    expect(formOf(html(context('/shop/dinner-plate')))).not.toContain('data-express-checkout')
  })

  it.each([
    [true, 'true'],
    [false, 'false'],
  ])(
    'prints the store’s multipleQuantityAllowedForServices (%s) for the form’s service rule',
    (allowed, printed) => {
      const bundle: SiteBundle = {
        ...demo,
        website: {
          ...demo.website,
          settings: {
            ...demo.website.settings,
            storeSettings: {
              ...demo.website.settings.storeSettings,
              multipleQuantityAllowedForServices: allowed,
            },
          },
        },
      }
      const tag = formOf(html(context('/shop/wheel-throwing-workshop', bundle)))
      expect(attribute(tag, 'data-multiple-quantity-allowed-for-services')).toBe(printed)
    },
  )

  it('gives a gift card labelled recipient email and delivery date inputs inside its form', () => {
    const markup = html(context('/shop/gift-card'))
    const form = markup.slice(markup.indexOf('data-island="product-form"'))
    const block = form.slice(0, form.indexOf('sqs-add-to-cart-button'))
    expect(block).toContain(
      '<label class="form-field"><span class="form-field__label">Recipient email</span> <input class="form-field__input" type="email" name="recipientEmail" autocomplete="email"></label>',
    )
    expect(block).toContain(
      '<label class="form-field"><span class="form-field__label">Delivery date</span> <input class="form-field__input" type="date" name="deliverAt"></label>',
    )
    expect(html(context('/shop/bud-vase'))).not.toContain('data-gift-card-delivery')
  })
})

/** The demo with one product's structured content changed. */
function withProduct(urlId: string, change: Record<string, unknown>): SiteBundle {
  return {
    ...demo,
    items: demo.items.map((item) =>
      item.urlId === urlId && item.structuredContent
        ? { ...item, structuredContent: { ...item.structuredContent, ...change } }
        : item,
    ),
  }
}

describe('variant images', () => {
  it('names on each figure of the mug the variants it shows', () => {
    const page = context('/shop/speckled-stoneware-mug')
    expect(page.item!.views.images.map((image) => image.sku)).toEqual([
      'MUG-8-OAT MUG-12-OAT',
      'MUG-8-SAGE MUG-12-SAGE',
      'MUG-8-CHARCOAL MUG-12-CHARCOAL',
    ])
    const figures = [...html(page).matchAll(/<figure class="product__image[^"]*"[^>]*>/g)].map(
      ([tag]) => attribute(tag, 'data-variant-sku'),
    )
    expect(figures).toEqual([
      'MUG-8-OAT MUG-12-OAT',
      'MUG-8-SAGE MUG-12-SAGE',
      'MUG-8-CHARCOAL MUG-12-CHARCOAL',
    ])
  })

  it('leaves figures of a product without variant images unnamed', () => {
    expect(context('/shop/bud-vase').item!.views.images.map((image) => image.sku)).toEqual([''])
  })
})

describe('sold-out text and scarcity', () => {
  it('marks a sold-out product with its own text and prints it for the form', () => {
    const bundle = withProduct('moonlight-teapot', { customSoldOutText: 'Next firing: June' })
    const page = context('/shop/moonlight-teapot', bundle)
    expect(page.productMerchandisingContext?.[page.item!.id]?.customSoldOutText).toBe(
      'Next firing: June',
    )
    const markup = html(page)
    expect(markup).toContain('<div class="product-mark sold-out">Next firing: June</div>')
    expect(attribute(formOf(markup), 'data-sold-out-text')).toBe('Next firing: June')
    expect(formOf(html(context('/shop/moonlight-teapot')))).not.toContain('data-sold-out-text')
  })

  it('says how few of the demo bowl are left, at once', () => {
    const page = context('/shop/serving-bowl-large')
    expect(page.productMerchandisingContext?.[page.item!.id]).toMatchObject({
      scarcityEnabled: true,
      scarcityText: 'Only {qtyInStock} left!',
      scarcityTemplateViews: [{ qtyInStock: 2 }],
      scarcityShownByDefault: true,
    })
    expect(html(page)).toContain('<div class="product-scarcity">\n    Only 2 left!\n  </div>')
  })

  it('gives each mug variant at or below the threshold a hidden notice for the form to show', () => {
    const bundle = withProduct('speckled-stoneware-mug', {
      scarcityEnabled: true,
      scarcityThreshold: 12,
      variants: demo.items
        .find((item) => item.urlId === 'speckled-stoneware-mug')!
        .structuredContent!.variants.map((variant) =>
          variant.sku === 'MUG-8-OAT' ? { ...variant, qtyInStock: 2 } : variant,
        ),
    })
    const markup = html(context('/shop/speckled-stoneware-mug', bundle))
    const notices = [...markup.matchAll(/<div class="product-scarcity"([^>]*)>\s*([^<]*?)\s*</g)]
    // 12 left of four variants, 2 of one; the sold-out charcoal 12 oz has none.
    expect(notices).toHaveLength(5)
    const oat = notices.find(([tag]) => tag.includes('8 oz') && tag.includes('Oat'))!
    expect(oat[2]).toBe('Only 2 left!')
    expect(oat[1]).toContain(' hidden')
    expect(JSON.parse(attribute(`<div${oat[1]}>`, 'data-variant-attributes') ?? '')).toEqual({
      Size: '8 oz',
      Color: 'Oat',
    })
    const lower = withProduct('speckled-stoneware-mug', {
      scarcityEnabled: true,
      scarcityThreshold: 5,
    })
    expect(html(context('/shop/speckled-stoneware-mug', lower))).not.toContain('product-scarcity')
  })

  it('prints no notice when scarcity is off', () => {
    const bundle = withProduct('serving-bowl-large', { scarcityEnabled: false })
    expect(html(context('/shop/serving-bowl-large', bundle))).not.toContain('product-scarcity')
  })
})
