import { describe, expect, it } from 'vitest'
import { isValidUrlId, pageUrlId, storeUrlId, urlIdFromTitle } from './url-ids.js'

describe('url ids', () => {
  it.each([
    ['About Us', 'about-us'],
    ['Café & Co.', 'cafe-co'],
    ['  --Spring   Sale!! ', 'spring-sale'],
    ['!!!', ''],
  ])('%s → %s', (title, urlId) => {
    expect(urlIdFromTitle(title)).toBe(urlId)
  })

  it('accepts lower-case words joined by single hyphens only', () => {
    expect(isValidUrlId('about-us')).toBe(true)
    expect(isValidUrlId('About')).toBe(false)
    expect(isValidUrlId('a--b')).toBe(false)
    expect(isValidUrlId('-a')).toBe(false)
    expect(isValidUrlId('a b')).toBe(false)
  })

  it('appends -1, -2 when the url id is taken', () => {
    expect(pageUrlId('Shop', new Set())).toBe('shop')
    expect(pageUrlId('Shop', new Set(['shop']))).toBe('shop-1')
    expect(pageUrlId('Shop', new Set(['shop', 'shop-1']))).toBe('shop-2')
    expect(pageUrlId('???', new Set())).toBe('page')
  })

  it('falls back to "store" for a store title shorter than 3 characters (SPEC §5)', () => {
    expect(storeUrlId('Ab', new Set())).toBe('store')
    expect(storeUrlId('', new Set())).toBe('store')
    expect(storeUrlId('Ab', new Set(['store']))).toBe('store-1')
    expect(storeUrlId('Abc', new Set())).toBe('abc')
  })
})
