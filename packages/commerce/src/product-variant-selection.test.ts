import { describe, expect, it } from 'vitest'
import type { Product } from './product.js'
import { selectVariant, unselectedOptionsMessage } from './product-variant-selection.js'

const product: Product = {
  productType: 1,
  variantOptionOrdering: ['Size', 'Color', 'Material', 'Fit'],
  variants: [
    { sku: 'rs', attributes: { Color: 'Red', Size: 'S', Material: 'Wool', Fit: 'Slim' } },
    { sku: 'bs', attributes: { Color: 'Blue', Size: 'S', Material: 'Wool', Fit: 'Slim' } },
  ],
}

describe('unselectedOptionsMessage', () => {
  it('words one, two and three or more options as SPEC does', () => {
    expect(unselectedOptionsMessage(['Size'])).toBe('Please select the Size option.')
    expect(unselectedOptionsMessage(['Size', 'Color'])).toBe(
      'Please select the Size and Color options.',
    )
    expect(unselectedOptionsMessage(['Size', 'Color', 'Material'])).toBe(
      'Please select the Size, Color and Material options.',
    )
    expect(unselectedOptionsMessage(['Size', 'Color', 'Material', 'Fit'])).toBe(
      'Please select the Size, Color, Material and Fit options.',
    )
  })
})

describe('selectVariant', () => {
  it('finds the variant matching every chosen value', () => {
    const chosen = { Size: 'S', Color: 'Blue', Material: 'Wool', Fit: 'Slim' }
    expect(selectVariant(product, chosen)).toEqual({ ok: true, variant: product.variants?.[1] })
  })

  it('asks for nothing more when every option is chosen (0 unselected)', () => {
    const result = selectVariant(product, {
      Size: 'S',
      Color: 'Red',
      Material: 'Wool',
      Fit: 'Slim',
    })
    expect(result.ok).toBe(true)
  })

  it('names unselected options in display order', () => {
    expect(selectVariant(product, { Size: 'S', Material: 'Wool', Fit: 'Slim' })).toMatchObject({
      ok: false,
      code: 'options-unselected',
      unselectedOptions: ['Color'],
      message: 'Please select the Color option.',
    })
    expect(selectVariant(product, { Color: '', Material: 'Wool', Fit: 'Slim' })).toMatchObject({
      message: 'Please select the Size and Color options.',
    })
    expect(selectVariant(product, {})).toMatchObject({
      message: 'Please select the Size, Color, Material and Fit options.',
    })
  })

  it('reports a combination no variant offers as unavailable', () => {
    expect(
      selectVariant(product, { Size: 'S', Color: 'Green', Material: 'Wool', Fit: 'Slim' }),
    ).toEqual({
      ok: false,
      code: 'variant-unavailable',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    })
  })

  it('takes the only variant without asking and has nothing for a product without variants', () => {
    const single: Product = { variants: [{ sku: 'only', attributes: { Size: 'S' } }] }
    expect(selectVariant(single, {})).toEqual({ ok: true, variant: single.variants?.[0] })
    expect(selectVariant({ variants: [] }, {})).toMatchObject({ code: 'variant-unavailable' })
  })

  it('cannot choose between variants that no option tells apart', () => {
    expect(selectVariant({ variants: [{ sku: 'a' }, { sku: 'b' }] }, {})).toMatchObject({
      code: 'variant-unavailable',
    })
  })
})
