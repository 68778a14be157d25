import { describe, expect, it } from 'vitest'
import { checkName, filterEntries } from './taxonomy-rules.js'

const tags = [
  { name: 'Bread', count: 2 },
  { name: 'Cakes', count: 1 },
]

describe('tag and category rules', () => {
  it("refuses a duplicate with 'This {tagType} already exists'", () => {
    expect(checkName('tag', ' bread ', tags)).toEqual({
      ok: false,
      message: 'This tag already exists',
    })
    expect(checkName('category', 'Cakes', tags)).toEqual({
      ok: false,
      message: 'This category already exists',
    })
    expect(checkName('tag', 'Bread', tags, 'Bread')).toEqual({ ok: true, name: 'Bread' })
  })

  it('keeps tags to 50 and categories to 25 characters', () => {
    expect(checkName('tag', 'x'.repeat(50), tags).ok).toBe(true)
    expect(checkName('tag', 'x'.repeat(51), tags)).toEqual({
      ok: false,
      message: 'A tag is at most 50 characters.',
    })
    expect(checkName('category', 'x'.repeat(26), tags).ok).toBe(false)
  })

  it('filters by part of the name', () => {
    expect(filterEntries(tags, 'ake').map((entry) => entry.name)).toEqual(['Cakes'])
  })
})
