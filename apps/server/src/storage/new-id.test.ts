import { describe, expect, it } from 'vitest'
import { newId } from './new-id.js'

describe('newId', () => {
  it('gives 24 hex characters, never the same twice across many refills of its pool', () => {
    const ids = new Set<string>()
    for (let i = 0; i < 5_000; i++) {
      const id = newId()
      expect(id).toMatch(/^[0-9a-f]{24}$/)
      ids.add(id)
    }
    expect(ids.size).toBe(5_000)
  })
})
