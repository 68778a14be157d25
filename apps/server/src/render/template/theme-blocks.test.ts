import { BLOCK_VALUE_SCHEMAS, SUPPORTED_BLOCK_TYPES } from '@atelier/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { block, image, layout, p } from '../../demo/demo-content-helpers.js'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { GALLERY_IMAGE_IDS } from '../../demo/demo-journal.js'
import { SHOP_ID } from '../../demo/demo-products.js'
import { CONTACT_FORM_ID, NEWSLETTER_LIST_ID } from '../../demo/demo-pages.js'
import { buildPage } from '../context/build-page-context.js'
import { loadTheme, type Theme } from './load-theme.js'
import { createEnv } from './page-renderer.js'
import { renderHtml } from './render-html.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
let theme: Theme
let snapshot: SiteSnapshot

beforeAll(async () => {
  theme = await loadTheme()
  snapshot = snapshotFromBundle(buildDemoSite(now))
})

function html(site: SiteSnapshot, path: string): string {
  const env = createEnv(site, now, 'https://shop.example')
  const result = buildPage(
    env,
    { path, query: {}, unlocked: new Set() },
    { stylesheetUrl: '/site.css', scripts: [] },
  )
  if (result.kind !== 'page') throw new Error(`${path} redirected`)
  return renderHtml(theme, result.context, { now: now.getTime() }).html
}

/** One block of every type, one per row, on the About page. */
function everyBlock(productId: string) {
  const values: Record<string, Record<string, unknown>> = {
    html: { text: [p('Plain **rich** text')] },
    markdown: { markdown: '## Kiln notes\n\nCone *ten* reduction.' },
    image: { image: image('img-hero', 'Studio shelves'), caption: 'The shelves' },
    gallery: {
      images: GALLERY_IMAGE_IDS.slice(0, 3).map((id) => image(id, 'From the studio')),
      settings: { design: 'grid' },
    },
    button: { text: 'Visit the shop', link: '/shop' },
    spacer: { height: 40 },
    horizontalrule: {},
    quote: { text: 'Clay remembers.', source: 'Mara' },
    code: { source: '<b>bold</b> & co', language: 'html', display: 'code' },
    embed: { html: '<p class="embedded">Hi</p><script>alert(1)</script>' },
    video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', caption: 'Throwing a mug' },
    audio: { url: 'https://cdn.example/podcast.mp3', title: 'Studio radio' },
    map: { location: { addressLine1: '12 Fore St', mapLat: 43.66, mapLng: -70.25 }, zoom: 14 },
    form: { formId: CONTACT_FORM_ID },
    newsletter: { listId: NEWSLETTER_LIST_ID, title: 'Letters', buttonLabel: 'Sign Up' },
    product: { productId },
    summary: { collectionId: SHOP_ID, variant: 'list', count: 2 },
    'summary-v2': { collectionId: SHOP_ID, variant: 'grid', count: 2 },
    sociallinks: {},
    search: { placeholder: 'Search the studio' },
    accordion: { items: [{ title: 'Shipping?', body: [p('Yes, worldwide.')] }] },
    menu: {
      sections: [
        { name: 'Coffee', items: [{ name: 'Pour over', price: '4', description: 'Hand brewed' }] },
      ],
    },
    chart: {
      variant: 'bar',
      dataset: { series: ['Mugs'], rows: [{ label: 'March', values: [12] }] },
    },
    donation: { title: 'Keep the kiln lit', suggestedAmountsCents: [1000, 2500] },
  }
  // Through the validators, as the editor API stores them: defaults filled in.
  return layout(
    SUPPORTED_BLOCK_TYPES.map((type, row) =>
      block(type, row, 0, 12, BLOCK_VALUE_SCHEMAS[type].parse(values[type]), `every-${type}`),
    ),
  )
}

function blockHtml(markup: string, type: string): string {
  const start = markup.indexOf(`id="block-every-${type}"`)
  expect(start, `block ${type} rendered`).toBeGreaterThan(-1)
  const open = markup.lastIndexOf('<div class="block ', start)
  const next = markup.indexOf('id="block-every-', start + 10)
  return markup.slice(
    open,
    next === -1 ? undefined : markup.lastIndexOf('<div class="block ', next),
  )
}

describe('default theme: every supported block type', () => {
  let markup: string
  beforeAll(() => {
    const productId = snapshot.items.find((item) => item.urlId === 'speckled-stoneware-mug')!.id
    // Derived sizes exist once the worker has processed an upload; the demo bundle has none.
    const files = new Map(
      [...snapshot.files].map(([id, file]) => [
        id,
        { ...file, derivedWidths: [300, 500, 750, 1000] },
      ]),
    )
    markup = html(
      {
        ...snapshot,
        files,
        collections: snapshot.collections.map((collection) =>
          collection.id === 'col-about'
            ? { ...collection, layout: everyBlock(productId) }
            : collection,
        ),
      } as SiteSnapshot,
      '/about',
    )
  })

  const expectations: Record<string, (part: string) => void> = {
    html: (part) => expect(part).toContain('<strong>rich</strong>'),
    markdown: (part) => expect(part).toMatch(/<h2[^>]*>Kiln notes<\/h2>[\s\S]*<em>ten<\/em>/),
    image: (part) => expect(part).toMatch(/<img [^>]*srcset="[^"]*\/hero\.jpg[^"]* 500w[^"]*"/),
    gallery: (part) => expect(part.match(/gallery-grid__item/g)).toHaveLength(3),
    button: (part) => expect(part).toMatch(/<a [^>]*href="\/shop"[^>]*>Visit the shop<\/a>/),
    spacer: (part) => expect(part).toContain('40px'),
    horizontalrule: (part) => expect(part).toContain('<hr'),
    quote: (part) => expect(part).toMatch(/<blockquote[\s\S]*Clay remembers\.[\s\S]*Mara/),
    code: (part) => {
      expect(part).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; co')
      expect(part).not.toContain('<b>bold</b>')
    },
    // Owner HTML runs in a sandboxed frame: scripts work, but never with the site's origin.
    embed: (part) => {
      expect(part).toMatch(/<iframe [^>]*sandbox="allow-scripts allow-popups allow-forms"/)
      expect(part).toContain(
        'srcdoc="&lt;p class=&quot;embedded&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;',
      )
      expect(part).not.toContain('<script>alert(1)</script>')
    },
    video: (part) =>
      expect(part).toMatch(
        /<iframe [^>]*src="https:\/\/www\.youtube(-nocookie)?\.com\/embed\/dQw4w9WgXcQ|<video/,
      ),
    audio: (part) => expect(part).toMatch(/<audio [^>]*src="https:\/\/cdn\.example\/podcast\.mp3"/),
    map: (part) => expect(part).toMatch(/12 Fore St|<iframe|openstreetmap/),
    form: (part) => expect(part).toContain('data-island="site-form" data-form-id="form-contact"'),
    newsletter: (part) =>
      expect(part).toContain('data-island="newsletter" data-list-id="list-studio-letter"'),
    product: (part) => {
      expect(part).toContain('Speckled Stoneware Mug')
      expect(part).toContain('href="/shop/speckled-stoneware-mug"')
    },
    summary: (part) =>
      expect(part.match(/href="\/shop\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(2),
    'summary-v2': (part) =>
      expect(part.match(/href="\/shop\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(2),
    sociallinks: (part) => expect(part).toMatch(/<a [^>]*href="https?:\/\/[^"]+"/),
    search: (part) =>
      expect(part).toMatch(
        /<form [^>]*action="\/search"[\s\S]*name="q"[^>]*placeholder="Search the studio"|<form [^>]*action="\/search"[\s\S]*placeholder="Search the studio"[^>]*name="q"/,
      ),
    accordion: (part) =>
      expect(part).toMatch(/<details[\s\S]*<summary[^>]*>[\s\S]*Shipping\?[\s\S]*Yes, worldwide\./),
    menu: (part) => expect(part).toMatch(/Pour over[\s\S]*Hand brewed/),
    chart: (part) => expect(part).toMatch(/<svg|<table/),
    donation: (part) => {
      expect(part).toContain('<form class="donation-form" method="get" action="/donate">')
      expect(part).toMatch(/<input type="radio" name="amount" value="1000" checked><span>\$10\.00/)
      expect(part).toContain('Other amount')
    },
  }

  it('has an expectation for every supported type', () => {
    expect(Object.keys(expectations).sort()).toEqual([...SUPPORTED_BLOCK_TYPES].sort())
  })

  it.each([...SUPPORTED_BLOCK_TYPES])('renders %s in its block--type wrapper', (type) => {
    const part = blockHtml(markup, type)
    expect(part).toMatch(/^<div class="block block--[a-z0-9-]+"/)
    expectations[type]!(part)
  })
})

describe('default theme: chart series', () => {
  function chartMarkup(variant: 'bar' | 'line' | 'pie'): string {
    const value = BLOCK_VALUE_SCHEMAS.chart.parse({
      variant,
      dataset: {
        series: ['Mugs', 'Bowls'],
        rows: [
          { label: 'March', values: [12, 6] },
          { label: 'April', values: [3, 24] },
        ],
      },
    })
    const blocks = layout([block('chart', 0, 0, 12, value, 'every-chart')])
    const markup = html(
      {
        ...snapshot,
        collections: snapshot.collections.map((collection) =>
          collection.id === 'col-about' ? { ...collection, layout: blocks } : collection,
        ),
      } as SiteSnapshot,
      '/about',
    )
    return blockHtml(markup, 'chart')
  }

  it('draws grouped bars for every series of a bar chart, and tabulates every value', () => {
    const part = chartMarkup('bar')
    expect(part.match(/class="chart-block__fill[^"]*" data-series="Mugs"/g)).toHaveLength(2)
    expect(part.match(/class="chart-block__fill[^"]*" data-series="Bowls"/g)).toHaveLength(2)
    expect(part).toContain('data-series="Bowls" style="width:100%"')
    expect(part).toContain('data-series="Mugs" style="width:50%"')
    expect(part).toMatch(/<th scope="col">Mugs<\/th><th scope="col">Bowls<\/th>/)
    expect(part).toMatch(/<th scope="row">April<\/th><td>3<\/td><td>24<\/td>/)
    expect(part).toMatch(/chart-block__legend[\s\S]*>Mugs<[\s\S]*>Bowls</)
  })

  it('draws one line per series of a line chart', () => {
    const part = chartMarkup('line')
    expect(part).toContain('<svg class="chart-block__lines"')
    expect(part).toContain('data-series="Mugs" points="0,25 100,43.8"')
    expect(part).toContain('data-series="Bowls" points="0,37.5 100,0"')
    expect(part).not.toContain('chart-block__fill')
  })

  it('draws only the first series of a pie chart but still tabulates both', () => {
    const part = chartMarkup('pie')
    expect(part).toContain('data-series="Mugs"')
    expect(part).not.toContain('data-series="Bowls"')
    expect(part).toMatch(/<td>12<\/td><td>6<\/td>/)
  })
})

describe('default theme: code and markdown output', () => {
  it("prints a code block's HTML as markup in HTML display mode, and markdown's HTML as text", () => {
    const blocks = layout([
      block(
        'code',
        0,
        0,
        12,
        BLOCK_VALUE_SCHEMAS.code.parse({ source: '<b class="raw">bold</b>', display: 'html' }),
        'raw-code',
      ),
      block(
        'markdown',
        1,
        0,
        12,
        BLOCK_VALUE_SCHEMAS.markdown.parse({ markdown: 'Hi <img src=x onerror=alert(1)>' }),
        'md-html',
      ),
    ])
    const markup = html(
      {
        ...snapshot,
        collections: snapshot.collections.map((collection) =>
          collection.id === 'col-about' ? { ...collection, layout: blocks } : collection,
        ),
      } as SiteSnapshot,
      '/about',
    )
    expect(markup).toContain(
      '<div class="code-block code-block--rendered"><b class="raw">bold</b></div>',
    )
    expect(markup).toContain('Hi &lt;img src=x onerror=alert(1)&gt;')
    expect(markup).not.toContain('<img src=x')
  })
})
