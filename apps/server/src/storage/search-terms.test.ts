import { describe, expect, it } from 'vitest'
import { searchTerms } from './search-index.js'

describe('searchTerms', () => {
  it('keeps words of letters and digits, lower-cased', () => {
    expect(searchTerms('Speckled MUG, 12oz!')).toEqual(['speckled', 'mug', '12oz'])
    expect(searchTerms('café crème')).toEqual(['café', 'crème'])
  })

  it('drops query syntax and caps the number of words', () => {
    expect(searchTerms('"mug" OR name:* & !(x)')).toEqual(['mug', 'or', 'name', 'x'])
    expect(searchTerms('a b c d e f g h i j k l')).toHaveLength(10)
    expect(searchTerms('  ')).toEqual([])
  })
})
