import { describe, expect, it } from 'vitest'
import { relatedProducts, RELATED_PRODUCTS_LIMIT } from './related-products.js'

const product = (id: string, categories: string[] = [], tags: string[] = []) => ({
  id,
  categories,
  tags,
})

// A store in its own order: two mugs, ceramics, coffee and a gift card.
const store = [
  product('mug', ['Ceramics', 'Mugs'], ['stoneware']),
  product('vase', ['Ceramics']),
  product('bowl', ['Ceramics'], ['stoneware']),
  product('coffee', ['Coffee'], ['bestseller']),
  product('name-mug', ['Ceramics', 'Mugs']),
  product('gift', ['Gifts']),
  product('guide', ['Coffee']),
]
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id)

describe('relatedProducts', () => {
  it('never shows the product itself', () => {
    for (const each of store) expect(ids(relatedProducts(each, store))).not.toContain(each.id)
  })

  it('puts products sharing more categories and tags first, then the others', () => {
    expect(ids(relatedProducts(store[0]!, store, 6))).toEqual([
      'name-mug', // Ceramics and Mugs
      'bowl', // Ceramics and the stoneware tag
      'vase', // Ceramics
      'coffee',
      'gift',
      'guide',
    ])
  })

  it('varies by product', () => {
    expect(ids(relatedProducts(store[3]!, store, 3))).toEqual(['guide', 'name-mug', 'gift'])
    expect(ids(relatedProducts(store[5]!, store, 3))).toEqual(['guide', 'mug', 'vase'])
    expect(ids(relatedProducts(store[1]!, store))).not.toEqual(
      ids(relatedProducts(store[2]!, store)),
    )
  })

  it('among equals starts after the product in the store and wraps round', () => {
    const plain = ['a', 'b', 'c', 'd'].map((id) => product(id))
    expect(ids(relatedProducts(plain[2]!, plain))).toEqual(['d', 'a', 'b'])
    expect(ids(relatedProducts(plain[0]!, plain))).toEqual(['b', 'c', 'd'])
  })

  it('fills the widest row when the store has enough, and never more', () => {
    expect(RELATED_PRODUCTS_LIMIT).toBe(5)
    expect(relatedProducts(store[0]!, store)).toHaveLength(5)
    expect(relatedProducts(store[0]!, store.slice(0, 3))).toHaveLength(2)
    expect(relatedProducts(store[0]!, store, 0)).toEqual([])
  })
})
