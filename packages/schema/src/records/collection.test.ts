import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { collectionSchema } from './collection.js'

const base = { id: 'c1', websiteId: 'w1', urlId: 'shop', title: 'Shop' }
const messages = (input: unknown) => {
  const result = parseWith(collectionSchema, input)
  return result.ok ? [] : result.issues.map((issue) => issue.message)
}

describe('collection', () => {
  it('fills defaults and derives the navigation title and collection type', () => {
    expect(parseWith(collectionSchema, { ...base, kind: 'store' })).toEqual({
      ok: true,
      value: {
        ...base,
        schemaVersion: 1,
        kind: 'store',
        collectionType: 13,
        navigationTitle: 'Shop',
        description: '',
        status: 'draft',
        memberOnly: false,
        seo: { title: '', description: '' },
      },
    })
  })

  it('gives each kind its SPEC collection type unless one is set', () => {
    const typeOf = (input: object) => {
      const result = parseWith(collectionSchema, { ...base, ...input })
      return result.ok ? result.value.collectionType : undefined
    }
    expect(typeOf({ kind: 'page', layout: {} })).toBe(10)
    expect(typeOf({ kind: 'blog' })).toBe(1)
    expect(typeOf({ kind: 'gallery' })).toBe(15)
    expect(typeOf({ kind: 'blog', collectionType: 2 })).toBe(2)
  })

  it('keeps gallery settings with their defaults', () => {
    const result = parseWith(collectionSchema, { ...base, kind: 'gallery', gallerySettings: {} })
    expect(result).toMatchObject({ ok: true, value: { gallerySettings: { design: 'grid' } } })
  })

  it('states what each kind needs', () => {
    expect(messages({ ...base, kind: 'page' })).toEqual(['A page needs a layout.'])
    expect(messages({ ...base, kind: 'link' })).toEqual([
      'A link collection needs an external link.',
    ])
    expect(messages({ ...base, kind: 'blog', status: 'scheduled' })).toEqual([
      'A scheduled collection needs a publishOn date.',
    ])
  })

  it('refuses bad URL ids, unknown collection types and titles', () => {
    expect(messages({ ...base, kind: 'blog', urlId: 'My Shop' })).toEqual([
      'A URL id uses lowercase letters, digits and single hyphens.',
    ])
    expect(messages({ ...base, kind: 'blog', collectionType: 9 })).toEqual([
      'Unknown collection type.',
    ])
    expect(messages({ ...base, kind: 'blog', title: '' })).toEqual(['A collection needs a title.'])
    expect(messages({ ...base, kind: 'blog', publishOn: 'tomorrow' })).toEqual([
      'Dates are ISO 8601 date-times.',
    ])
  })

  it('accepts a locked, member-only link with folder behaviour', () => {
    const result = parseWith(collectionSchema, {
      ...base,
      kind: 'link',
      externalLink: { url: 'https://example.com' },
      passwordHash: 'hash',
      memberOnly: true,
      folderBehaviour: 'redirect',
      status: 'scheduled',
      publishOn: '2026-12-01T09:00:00Z',
    })
    expect(result).toMatchObject({ ok: true, value: { externalLink: { newWindow: false } } })
  })
})
