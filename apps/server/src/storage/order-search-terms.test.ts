import { describe, expect, it } from 'vitest'
import { orderSearchTerms, searchWords } from './order-search-terms.js'

describe('order search terms', () => {
  it('are the name words and the email, lower-cased, once each', () => {
    expect(orderSearchTerms('Mary-Ann  de la Cruz', 'Mary@Example.com')).toEqual([
      'mary',
      'ann',
      'de',
      'la',
      'cruz',
      'mary@example.com',
    ])
    expect(orderSearchTerms('', 'a@b.c')).toEqual(['a@b.c'])
  })

  it('split a query into at most five words', () => {
    expect(searchWords(' Grace  HOPPER ')).toEqual(['grace', 'hopper'])
    expect(searchWords('a b c d e f g')).toHaveLength(5)
  })
})
