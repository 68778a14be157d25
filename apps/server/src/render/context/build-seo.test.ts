import { describe, expect, it } from 'vitest'
import { buildSeo, scriptSafeJson } from './build-seo.js'
import { shareImageOf } from './image-view.js'

describe('buildSeo', () => {
  it('titles pages "Page — Site", the home page with the site name, and makes URLs absolute', () => {
    const seo = buildSeo({
      siteName: 'Loam & Ember',
      pageTitle: 'Shop',
      text: 'Mugs and coffee.',
      origin: 'https://shop.example',
      path: '/shop',
      image: {
        share: { url: '/files/a.jpg?format=1500w', width: 1500, height: 1000 },
        alt: 'A mug',
      },
    })
    expect(seo.title).toBe('Shop — Loam & Ember')
    expect(seo.canonicalUrl).toBe('https://shop.example/shop')
    expect(seo.ogImage).toEqual({
      url: 'https://shop.example/files/a.jpg?format=1500w',
      width: 1500,
      height: 1000,
      alt: 'A mug',
    })
    expect(seo.twitterCard).toBe('summary_large_image')
    expect(
      buildSeo({ siteName: 'Loam & Ember', text: '', origin: 'https://shop.example', path: '/' })
        .title,
    ).toBe('Loam & Ember')
  })

  it('prefers the owner description and derives one of at most 250 characters from the text otherwise', () => {
    const base = { siteName: 'S', origin: 'https://s.example', path: '/' }
    expect(
      buildSeo({ ...base, description: 'Owner words.', text: 'Page words.' }).description,
    ).toBe('Owner words.')
    const derived = buildSeo({
      ...base,
      text: 'Clay and coffee and kilns. '.repeat(30),
    }).description
    expect(derived.length).toBeLessThanOrEqual(250)
    expect(derived.startsWith('Clay and coffee and kilns.')).toBe(true)
  })

  it('writes JSON-LD that no product name can break out of', () => {
    expect(scriptSafeJson({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    )
  })

  it('shares the narrowest rendition of at least 1200 px, else the original, with its real size', () => {
    const source = {
      url: '/files/a.jpg',
      width: 3000,
      height: 2000,
      derivedWidths: [100, 300, 500, 750, 1000, 1500, 2500],
      altText: '',
      focalPoint: { x: 0.5, y: 0.5 },
    }
    expect(shareImageOf(source)).toEqual({
      url: '/files/a.jpg?format=1500w',
      width: 1500,
      height: 1000,
    })
    expect(
      shareImageOf({ ...source, width: 900, height: 600, derivedWidths: [100, 300, 500, 750] }),
    ).toEqual({
      url: '/files/a.jpg',
      width: 900,
      height: 600,
    })
  })
})
