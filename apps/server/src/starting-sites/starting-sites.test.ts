import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../html/escape-html.js'
import { parseSiteBundle } from '../sites/import-site.js'
import { buildStartingSiteBundle, STARTING_SITES } from './starting-sites.js'
import { startingSitePreviewSvg } from './starting-site-images.js'

const website = {
  id: 'site-x',
  timeZone: 'America/New_York',
  locale: 'en-US',
  currency: 'USD' as const,
}

describe('starting sites', () => {
  it('offers a shop, a portfolio and a blog', () => {
    expect(STARTING_SITES.map((site) => site.key)).toEqual(['shop', 'portfolio', 'blog'])
  })

  for (const site of STARTING_SITES) {
    it(`${site.key}: a site bundle the import accepts, styles and pictures included`, () => {
      const bundle = parseSiteBundle(
        buildStartingSiteBundle(site, { website, prefix: 'starter_p', now: new Date() }),
      )
      expect(bundle.website).toMatchObject({ id: 'site-x', title: site.title })
      expect(bundle.styles).toEqual(site.styles)
      expect(
        bundle.collections.find((page) => page.urlId === 'home')?.layout?.blocks.length,
      ).toBeGreaterThan(3)
      expect(bundle.items.length).toBeGreaterThanOrEqual(3)
      expect(bundle.navigation.main.length).toBeGreaterThanOrEqual(3)
      // Every record of the starting site carries the prefix, so many sites can start from it.
      for (const record of [...bundle.collections, ...bundle.items, ...bundle.files]) {
        expect(record.id.startsWith('starter_p-')).toBe(true)
      }
      // Pictures are link-preview size (og:image wants at least 1200 px across).
      for (const file of bundle.files) expect(file.width).toBeGreaterThanOrEqual(1200)
    })

    it(`${site.key}: a preview drawn in its own colours with its title`, () => {
      const svg = startingSitePreviewSvg(site, ['Home', 'About'])
      expect(svg).toContain(site.styles.colors.background)
      expect(svg).toContain(site.styles.colors.accent)
      expect(svg).toContain(escapeHtml(site.title))
      // The headline, wrapped into lines that fit beside the hero picture.
      const lines = [...svg.matchAll(/font-size="32"[^>]*>([^<]+)</g)].map((match) => match[1])
      expect(lines.join(' ')).toBe(site.headline)
      for (const line of lines) expect(line!.length).toBeLessThanOrEqual(16)
    })
  }

  it('the shop sells products; the portfolio shows projects; the blog has posts', () => {
    const kinds = (key: string) => {
      const site = STARTING_SITES.find((candidate) => candidate.key === key)!
      const bundle = buildStartingSiteBundle(site, {
        website,
        prefix: 'starter_k',
        now: new Date(),
      })
      return bundle.collections.map((collection) => collection.kind)
    }
    expect(kinds('shop')).toContain('store')
    expect(kinds('portfolio')).toContain('gallery')
    expect(kinds('blog')).toContain('blog')
  })
})
