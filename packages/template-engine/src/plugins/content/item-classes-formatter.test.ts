import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const product = (variant: Record<string, unknown>, productType = 1) => ({
  recordType: 11,
  recordTypeLabel: 'store-item',
  structuredContent: { productType, variants: [variant] },
})

describe('item-classes', () => {
  it('lists the classes of a promoted, categorised, featured item in a list', () => {
    const item = {
      promotedBlockType: 'Block Type',
      categories: ['foo', 'bar baz'],
      tags: ['Tag!'],
      author: { displayName: 'John Doe' },
      recordTypeLabel: 'text',
      starred: true,
    }
    expect(render('{.repeated section items}{@|item-classes}{.end}', { items: [item] })).toBe(
      'hentry promoted promoted-block-block-type category-foo category-bar-baz tag-tag ' +
        'author-john-doe post-type-text article-index-1 featured',
    )
  })

  it('marks products on sale and sold out', () => {
    expect(render('{@|item-classes}', product({ onSale: true, qtyInStock: 0 }))).toBe(
      'hentry post-type-store-item on-sale sold-out',
    )
    expect(render('{@|item-classes}', product({ qtyInStock: 2 }))).toBe(
      'hentry post-type-store-item',
    )
    expect(render('{@|item-classes}', product({ qtyInStock: 0, unlimited: true }))).toBe(
      'hentry post-type-store-item',
    )
  })

  it('never marks a digital product sold out, nor an item that is not a product', () => {
    expect(render('{@|item-classes}', product({ qtyInStock: 0 }, 2))).toBe(
      'hentry post-type-store-item',
    )
    expect(render('{@|item-classes}', { ...product({ onSale: true }), recordType: 1 })).toBe(
      'hentry post-type-store-item',
    )
  })
})
