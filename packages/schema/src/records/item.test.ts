import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { itemSchema } from './item.js'

const base = { id: 'i1', websiteId: 'w1', collectionId: 'c1', urlId: 'hello', title: 'Hello' }
const messages = (input: unknown) => {
  const result = parseWith(itemSchema, input)
  return result.ok ? [] : result.issues.map((issue) => issue.message)
}

describe('item', () => {
  it('reads a blog post with body, tags, categories and author', () => {
    const result = parseWith(itemSchema, {
      ...base,
      recordType: 1,
      status: 'published',
      author: { displayName: 'Ada' },
      tags: ['t'.repeat(50)],
      categories: ['c'.repeat(25)],
      body: { blocks: [] },
      mainImage: { fileId: 'f1' },
    })
    expect(result).toMatchObject({
      ok: true,
      value: { schemaVersion: 1, excerpt: '', body: { schemaVersion: 1, columns: 12 } },
    })
  })

  it('limits tags to 50 and categories to 25 characters', () => {
    expect(messages({ ...base, recordType: 1, tags: ['t'.repeat(51)] })).toEqual([
      'A tag is at most 50 characters.',
    ])
    expect(messages({ ...base, recordType: 1, categories: ['c'.repeat(26)] })).toEqual([
      'A category is at most 25 characters.',
    ])
  })

  it('reads an event with dates and a location', () => {
    const result = parseWith(itemSchema, {
      ...base,
      recordType: 12,
      startDate: 1_800_000_000_000,
      endDate: 1_800_003_600_000,
      location: { addressLine1: '1 Main St', mapLat: 40.7, mapLng: -74 },
    })
    expect(result).toMatchObject({
      ok: true,
      value: { location: { addressLine2: '', addressCountry: '' } },
    })
  })

  it('states what events, products and scheduled items need', () => {
    expect(messages({ ...base, recordType: 12 })).toEqual([
      'An event needs a start date.',
      'An event needs an end date.',
    ])
    expect(messages({ ...base, recordType: 12, startDate: 2000, endDate: 1000 })).toEqual([
      'An event cannot end before it starts.',
    ])
    expect(messages({ ...base, recordType: 11 })).toEqual([
      'A product needs its structuredContent.',
    ])
    expect(messages({ ...base, recordType: 1, status: 'scheduled' })).toEqual([
      'A scheduled item needs a publishOn date.',
    ])
  })

  it('reads a product and refuses unknown record types', () => {
    const structuredContent = {
      productType: 2,
      variants: [{ id: 'v', sku: 'E-1', priceCents: 900 }],
    }
    expect(messages({ ...base, recordType: 11, structuredContent })).toEqual([])
    expect(messages({ ...base, recordType: 3 })).toEqual(['Unknown record type.'])
    expect(messages({ ...base, title: '', recordType: 2 })).toEqual(['An item needs a title.'])
  })
})
