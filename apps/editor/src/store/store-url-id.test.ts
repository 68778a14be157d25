import { describe, expect, it } from 'vitest'
import { slugify, storeUrlId } from './store-url-id.js'

describe('storeUrlId', () => {
  it('derives the url id from the title', () => {
    expect(storeUrlId('Café Shop & Co', new Set())).toBe('cafe-shop-co')
    expect(slugify('  Hello,  World!  ')).toBe('hello-world')
  })
  it('falls back to the store title when the title is empty or under 3 characters', () => {
    expect(storeUrlId('', new Set())).toBe('store')
    expect(storeUrlId('A!', new Set())).toBe('store')
    expect(storeUrlId('Abc', new Set())).toBe('abc')
  })
  it('appends -1, -2… while another store uses the url id', () => {
    expect(storeUrlId('Shop', new Set(['shop']))).toBe('shop-1')
    expect(storeUrlId('Shop', new Set(['shop', 'shop-1']))).toBe('shop-2')
  })
})
