import { describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { buildPage, type PageRequest } from './build-page-context.js'
import type { PageContext } from './page-context.js'
import { createEnv } from '../template/page-renderer.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
const bundle = buildDemoSite(now)
const assets = { stylesheetUrl: '/assets/theme/site.css', scripts: [] }

function page(
  path: string,
  query: PageRequest['query'] = {},
  options: { unlocked?: string[]; at?: Date; lock?: string } = {},
) {
  const source = options.lock
    ? {
        ...bundle,
        collections: bundle.collections.map((c) =>
          c.id === options.lock ? { ...c, passwordHash: 'scrypt$hash' } : c,
        ),
      }
    : bundle
  const env = createEnv(
    snapshotFromBundle(source, { derivedWidths: [100, 300, 500, 750, 1000, 1500] }),
    options.at ?? now,
    'https://shop.example',
  )
  return buildPage(env, { path, query, unlocked: new Set(options.unlocked ?? []) }, assets)
}

function context(path: string, query: PageRequest['query'] = {}): PageContext {
  const result = page(path, query)
  if (result.kind !== 'page') throw new Error(`${path} redirected`)
  return result.context
}

describe('buildPage', () => {
  it('makes the home page from the first page of the main navigation, with folders as dropdowns', () => {
    const home = context('/')
    expect(home.collection?.id).toBe('col-home')
    expect(home.atelier.pageType).toBe(2)
    expect(home.navigation.main.map((link) => [link.title, link.url, link.active])).toEqual([
      ['Home', '/', true],
      ['Shop', '/shop', false],
      ['Journal', '/journal', false],
      ['Events', '/events', false],
      ['Studio', '/about', false],
      ['Members', '/studio-club', false],
    ])
    const studio = home.navigation.main[4]
    expect(studio.folder).toBe(true)
    expect(studio.children.map((child) => child.url)).toEqual(['/about', '/gallery', '/contact'])
    expect(context('/gallery').navigation.main[4].active).toBe(true)
  })

  it('gives the home page the canonical URL / also when reached by its own path', () => {
    expect(context('/').atelier.seo.canonicalUrl).toBe('https://shop.example/')
    expect(context('/home').atelier.seo.canonicalUrl).toBe('https://shop.example/')
    expect(context('/home').atelier.seo.title).toBe('Loam & Ember')
  })

  it('gives the Squarespace-style product item: money, variants, stock and merchandising', () => {
    const mug = context('/shop/speckled-stoneware-mug')
    const content = mug.item!.structuredContent!
    expect(content.variants).toHaveLength(6)
    expect(content.variantOptionOrdering).toEqual(['Size', 'Color'])
    expect(content.variants.find((v) => v.sku === 'MUG-8-SAGE')).toMatchObject({
      onSale: true,
      price: 3400,
      salePrice: 2800,
      priceMoney: { value: '34.00', currency: 'USD' },
      salePriceMoney: { value: '28.00', currency: 'USD' },
    })
    expect(mug.item!.views.onSale).toBe(true)
    expect(mug.item!.views.soldOut).toBe(false)
    expect(mug.productMerchandisingContext?.['item-speckled-stoneware-mug']).toMatchObject({
      restockNotificationViews: ['PRODUCT_DETAIL'],
    })
    expect(mug.atelier.seo.ogType).toBe('product')
    expect(mug.atelier.seo.canonicalUrl).toBe('https://shop.example/shop/speckled-stoneware-mug')
  })

  it('offers a gift card as one variant per denomination and marks a product without stock sold out', () => {
    const giftCard = context('/shop/gift-card').item!.structuredContent!
    expect(giftCard.variants.map((v) => [v.attributes.Amount, v.price])).toEqual([
      ['$25.00', 2500],
      ['$50.00', 5000],
      ['$100.00', 10000],
    ])
    expect(context('/shop/moonlight-teapot').item!.views.soldOut).toBe(true)
  })

  it('uses the thumbnail rule and existing derived widths for product images', () => {
    const [first, second] = context('/shop/speckled-stoneware-mug').item!.views.images
    expect(first.src).toBe('/files/site-loam-ember/demo/mug-oat.jpg?format=750w')
    expect(first.srcset.split(', ')).toHaveLength(5)
    expect(first.srcset).toContain('/files/site-loam-ember/demo/mug-oat.jpg?format=1000w 1000w')
    expect(first.srcset).not.toContain('1500w')
    expect([first.width, first.height, first.loading]).toEqual([700, 875, 'eager'])
    expect(second.loading).toBe('lazy')
    expect(first.alt).toBe('Speckled stoneware mug in oat glaze')
  })

  it('lists posts newest first, filters them by tag and leaves drafts and future posts out', () => {
    const journal = context('/journal')
    expect(journal.items!.map((item) => item.urlId)).toEqual([
      'a-new-ash-glaze',
      'meet-our-huila-farmers',
      'a-better-pour-over',
    ])
    expect(journal.items![0].author?.displayName).toBe('Mara Lindqvist')
    const tagged = context('/journal', { tag: 'brewing' })
    expect(tagged.items!.map((item) => item.urlId)).toEqual(['a-better-pour-over'])
    expect(tagged.atelier.filter).toEqual({ label: 'Tag', value: 'brewing' })
    const draft = page('/journal/holiday-market-plans')
    expect(draft.kind === 'page' && draft.status).toBe(404)
    const later = page(
      '/journal/spring-collection-preview',
      {},
      { at: new Date(now.getTime() + 61 * 86_400_000) },
    )
    expect(later.kind === 'page' && later.status).toBe(200)
  })

  it('gives events with start and end times, upcoming first', () => {
    const events = context('/events').items!
    expect(events.map((event) => event.title)).toEqual([
      'Seconds & Studio Sale',
      'Cupping Night: Ethiopian Naturals',
    ])
    expect(events[0].endDate! - events[0].startDate!).toBe(6 * 60 * 60 * 1000)
    expect(events[0].location?.addressLine1).toBe('41 Foundry Lane')
  })

  it('shows the lock screen (page type 103) for a locked page until it is unlocked', () => {
    const locked = page('/about', {}, { lock: 'col-about' })
    expect(locked.kind === 'page' && locked.context.atelier.pageType).toBe(103)
    expect(locked.kind === 'page' && locked.context.atelier.layout).toBeUndefined()
    const open = page('/about', {}, { lock: 'col-about', unlocked: ['col-about'] })
    expect(open.kind === 'page' && open.context.atelier.pageType).toBe(2)
  })

  it('never puts a password hash into the context', () => {
    const result = page('/about', {}, { lock: 'col-about', unlocked: ['col-about'] })
    expect(JSON.stringify(result)).not.toContain('scrypt$hash')
  })

  it('answers unknown and private paths with the not-found page (page type 100)', () => {
    for (const path of [
      '/nothing',
      '/wholesale',
      '/shop/no-such-product',
      '/about/extra',
      '/a/b/c',
    ]) {
      const result = page(path)
      expect(result.kind === 'page' && [result.status, result.context.atelier.pageType]).toEqual([
        404, 100,
      ])
    }
  })

  it('keeps a member-only page from visitors, and out of the navigation', () => {
    const env = createEnv(
      snapshotFromBundle({
        ...bundle,
        collections: bundle.collections.map((c) =>
          c.id === 'col-about' ? { ...c, memberOnly: true } : c,
        ),
      }),
      now,
      'https://shop.example',
    )
    const about = buildPage(env, { path: '/about', query: {}, unlocked: new Set() }, assets)
    expect(about.kind === 'page' && about.status).toBe(404)
    const home = buildPage(env, { path: '/', query: {}, unlocked: new Set() }, assets)
    expect(JSON.stringify(home.kind === 'page' && home.context.navigation)).not.toContain('/about')
  })

  it('builds the contact form with every field type the demo uses', () => {
    const form = context('/contact').atelier.layout!.blocks.find((block) => block.kind.form)!
      .form as {
      fields: {
        id: string
        kind: Record<string, true>
        maxLength?: number
        statements?: unknown[]
      }[]
    }
    expect(form.fields.map((field) => Object.keys(field.kind)[0])).toEqual([
      'name',
      'text',
      'phone',
      'address',
      'date',
      'select',
      'radio',
      'checkbox',
      'likert',
      'textarea',
    ])
    expect(form.fields.find((field) => field.id === 'message')?.maxLength).toBe(500)
    expect(form.fields.find((field) => field.id === 'experience')?.statements).toHaveLength(2)
  })
})
