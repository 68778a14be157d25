import { gallerySettingsSchema } from '@atelier/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
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

/** The demo's /gallery page drawn with the given gallery settings. */
function gallery(settings: Record<string, unknown>): string {
  const gallerySettings = gallerySettingsSchema.parse(settings)
  const site = {
    ...snapshot,
    collections: snapshot.collections.map((collection) =>
      collection.urlId === 'gallery' ? { ...collection, gallerySettings } : collection,
    ),
  }
  const env = createEnv(site, now, 'https://shop.example')
  const result = buildPage(
    env,
    { path: '/gallery', query: {}, unlocked: new Set() },
    { stylesheetUrl: '/site.css', scripts: [] },
  )
  if (result.kind !== 'page') throw new Error('/gallery redirected')
  return renderHtml(theme, result.context, { now: now.getTime() }).html
}

describe('gallery page designs', () => {
  it('draws a slideshow the gallery-slideshow island mounts on, with its autoplay settings', () => {
    const html = gallery({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 4,
      controls: true,
    })
    expect(html).toMatch(
      /<div class="gallery gallery--slideshow" [^>]*data-autoplay="true" data-autoplay-duration="4" data-island="gallery-slideshow">/,
    )
    expect(html).toContain('aria-roledescription="carousel"')
    const slides = html.match(/<figure class="gallery-slideshow__slide" id="[^"]+"/g) ?? []
    expect(slides.length).toBeGreaterThan(1)
    expect(
      html.match(/<a href="#[^"]+-slide-\d+" aria-label="Show image \d+"><\/a>/g),
    ).toHaveLength(slides.length)
    expect(html).not.toContain('gallery-grid')
  })

  it('leaves the dots out when controls are off', () => {
    const html = gallery({ design: 'slideshow', controls: false })
    expect(html).toContain('data-island="gallery-slideshow"')
    expect(html).not.toContain('gallery-slideshow__controls')
  })

  it('stacks images one under another for the stacked design, with no island', () => {
    const html = gallery({ design: 'stacked' })
    expect(html).toContain('<div class="gallery gallery--stacked"')
    expect(html.match(/<figure class="gallery-stacked__item">/g)?.length).toBeGreaterThan(1)
    expect(html).not.toContain('data-island="gallery-slideshow"')
    expect(html).not.toContain('gallery-slideshow__slide')
  })

  it('draws the grid with its columns, gap and aspect ratio', () => {
    const html = gallery({
      design: 'grid',
      'thumbnails-per-row': 3,
      padding: 12,
      'aspect-ratio': 'widescreen',
    })
    expect(html).toContain('style="--per-row:3;--gap:12px;--ratio:16 / 9"')
    expect(html).toContain('<ul class="gallery-grid gallery-grid--crop">')
    expect(html.match(/<li class="gallery-grid__item">/g)?.length).toBeGreaterThan(1)
    expect(html).not.toContain('data-island="gallery-slideshow"')
  })
})
