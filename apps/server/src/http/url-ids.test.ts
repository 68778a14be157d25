import { describe, expect, it } from 'vitest'
import { isValidUrlId, pageUrlId, storeUrlId, urlIdFromTitle } from './url-ids.js'

describe('url ids', () => {
  it.each([
    ['About Us', 'about-us'],
    ['Café & Co.', 'cafe-co'],
    ['  --Spring   Sale!! ', 'spring-sale'],
    ['!!!', ''],
    ['🍵🍵', ''],
    ['Straße Ærø', 'strasse-aero'],
    ['Чайник и чашки', 'chaynik-i-chashki'],
    ['Τσαγιέρα', 'tsagiera'],
    ['茶壶和杯子', 'cha-hu-he-bei-zi'],
    ['Cafe\u0301 decomposed', 'cafe-decomposed'],
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
    // Cyrillic, Greek and Chinese titles were all named `page`, `page-1`, `page-2` …
    expect(pageUrlId('О нас', new Set(['page']))).toBe('o-nas')
    expect(pageUrlId('Σχετικά', new Set())).toBe('shetika')
    expect(pageUrlId('关于我们', new Set())).toBe('guan-yu-wo-men')
  })

  it('falls back to "store" for a store title shorter than 3 characters (SPEC §5)', () => {
    expect(storeUrlId('Ab', new Set())).toBe('store')
    expect(storeUrlId('', new Set())).toBe('store')
    expect(storeUrlId('Ab', new Set(['store']))).toBe('store-1')
    expect(storeUrlId('Abc', new Set())).toBe('abc')
    expect(storeUrlId('Магазин', new Set())).toBe('magazin')
    expect(storeUrlId('商店', new Set())).toBe('shang-dian')
  })
})
