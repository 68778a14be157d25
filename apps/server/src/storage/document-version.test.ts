import { describe, expect, it } from 'vitest'
import { documentVersion } from './document-version.js'

describe('documentVersion', () => {
  it('is a non-negative integer that ignores key order', () => {
    const version = documentVersion({ title: 'About', seo: { title: 'A', description: 'B' } })
    expect(Number.isInteger(version)).toBe(true)
    expect(version).toBeGreaterThanOrEqual(0)
    expect(documentVersion({ seo: { description: 'B', title: 'A' }, title: 'About' })).toBe(version)
  })

  it('changes when any value changes', () => {
    const before = documentVersion({ main: [{ id: 'a' }, { id: 'b' }] })
    expect(documentVersion({ main: [{ id: 'b' }, { id: 'a' }] })).not.toBe(before)
    expect(documentVersion({ main: [{ id: 'a' }, { id: 'b', title: 'x' }] })).not.toBe(before)
  })
})
