import { describe, expect, it } from 'vitest'
import { queryValues } from './query-values.js'

describe('queryValues', () => {
  it('keeps the first of repeated parameters', () => {
    expect(queryValues({ q: ['a', 'b'], format: 'json' })).toEqual({ q: 'a', format: 'json' })
  })

  it('drops values that are not strings', () => {
    expect(queryValues({ q: [], page: { x: '1' }, tag: 3 })).toEqual({})
    expect(queryValues(undefined)).toEqual({})
  })
})
