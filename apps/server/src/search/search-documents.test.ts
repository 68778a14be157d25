import { describe, expect, it } from 'vitest'
import { buildDemoSite } from '../demo/build-demo-site.js'
import { searchDocuments } from './search-documents.js'

describe('searchDocuments', () => {
  const documents = searchDocuments(buildDemoSite(new Date('2026-03-02T15:00:00Z')))

  it('indexes pages, posts, events and products with their words and URLs', () => {
    const mug = documents.find((document) => document.id === 'item-speckled-stoneware-mug')
    expect(mug).toMatchObject({
      kind: 'product',
      title: 'Speckled Stoneware Mug',
      url: '/shop/speckled-stoneware-mug',
      websiteId: 'site-loam-ember',
    })
    expect(mug?.body).toContain('The speckles come from iron in the clay')
    expect(documents.find((document) => document.id === 'col-about')).toMatchObject({
      kind: 'page',
      url: '/about',
    })
    expect(documents.find((document) => document.id === 'col-about')?.body).toContain(
      'Do you ship internationally?',
    )
    expect(documents.filter((document) => document.kind === 'event')).toHaveLength(2)
  })

  it('leaves drafts and private pages out, and gallery photos too', () => {
    const ids = documents.map((document) => document.id)
    expect(ids).not.toContain('item-holiday-market-plans')
    expect(ids).not.toContain('col-wholesale')
    expect(ids.some((id) => id.startsWith('item-gallery-'))).toBe(false)
  })
})
