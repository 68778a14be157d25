import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '../api/products-api.js'
import { optionsOf, variantMatrix } from './variant-matrix.js'

const base: ProductVariant = {
  id: 'v1',
  sku: 'TEE-S',
  priceCents: 2500,
  salePriceCents: 0,
  onSale: false,
  qtyInStock: 3,
  unlimited: false,
  attributes: { Size: 'S' },
}

describe('variantMatrix', () => {
  it('makes every combination and keeps the variants that already existed', () => {
    const variants = variantMatrix(
      [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Sand', 'Ink'] },
      ],
      [{ ...base, attributes: { Size: 'S', Color: 'Sand' } }],
      'tee',
    )
    expect(variants.map((v) => v.attributes)).toEqual([
      { Size: 'S', Color: 'Sand' },
      { Size: 'S', Color: 'Ink' },
      { Size: 'M', Color: 'Sand' },
      { Size: 'M', Color: 'Ink' },
    ])
    expect(variants[0]).toMatchObject({ id: 'v1', sku: 'TEE-S', qtyInStock: 3 })
    expect(variants[1]).toMatchObject({ sku: 'TEE-S-INK', priceCents: 2500, qtyInStock: 0 })
    expect(variants[1]?.id).toBeUndefined()
  })

  it('keeps one variant without options, and skips blank options', () => {
    const variants = variantMatrix([{ name: ' ', values: ['x'] }], [base], 'tee')
    expect(variants).toEqual([{ ...base, attributes: {} }])
  })

  it('reads the options back from the variants', () => {
    const variants = variantMatrix([{ name: 'Size', values: ['S', 'M', 'S'] }], [], 'mug')
    expect(variants.map((v) => v.sku)).toEqual(['MUG-S', 'MUG-M'])
    expect(optionsOf(['Size'], variants)).toEqual([{ name: 'Size', values: ['S', 'M'] }])
  })
})
