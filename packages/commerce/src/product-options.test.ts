import { describe, expect, it } from 'vitest'
import type { ProductVariant } from './product.js'
import { showsVariantSelector, variantOptions } from './product-options.js'

const variants: ProductVariant[] = [
  { sku: 'a', attributes: { Color: 'Red', Size: 'S' } },
  { sku: 'b', attributes: { Color: 'Blue', Size: 'S' } },
  { sku: 'c', attributes: { Color: 'Red', Size: 'M', Material: 'Wool' } },
]

describe('variantOptions', () => {
  it('lists options in first-use order with their values', () => {
    expect(variantOptions({ variants })).toEqual([
      { name: 'Color', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Material', values: ['Wool'] },
    ])
  })

  it('puts the options named in variantOptionOrdering first', () => {
    const names = variantOptions({ variants, variantOptionOrdering: ['Size', 'Ghost', 'Color'] })
    expect(names.map((o) => o.name)).toEqual(['Size', 'Color', 'Material'])
  })
})

describe('showsVariantSelector', () => {
  it('renders nothing for one variant or fewer', () => {
    expect(showsVariantSelector({ variants: [] })).toBe(false)
    expect(showsVariantSelector({ variants: variants.slice(0, 1) })).toBe(false)
    expect(showsVariantSelector({ variants })).toBe(true)
  })
})
