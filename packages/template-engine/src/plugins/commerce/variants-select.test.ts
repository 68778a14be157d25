import { describe, expect, it } from 'vitest'
import { productCheckoutFormatter } from './product-checkout.js'
import { applyFormatter } from './test-context.js'
import { variantsSelectFormatter } from './variants-select.js'

const item = (productType: number, attributes: Record<string, string>[], ordering: string[]) => ({
  id: 'i1',
  structuredContent: {
    productType,
    variants: attributes.map((a) => ({ attributes: a, qtyInStock: 5 })),
    variantOptionOrdering: ordering,
  },
})
const select = (value: unknown, localizedStrings?: Record<string, string>) =>
  applyFormatter(variantsSelectFormatter, value, { root: { localizedStrings } }) as
    string | undefined

describe('variants-select', () => {
  const shirt = item(
    1,
    [
      { color: 'blue', fit: 'slim' },
      { color: 'red', fit: 'slim' },
    ],
    ['fit', 'color'],
  )

  it('offers each option in the given order with its distinct values', () => {
    const html = select(shirt) ?? ''
    expect(html.indexOf('data-variant-option-name="fit"')).toBeLessThan(
      html.indexOf('data-variant-option-name="color"'),
    )
    expect(html).toContain('<option value="slim">slim</option>\n')
    expect(html).toContain('<option value="blue">blue</option><option value="red">red</option>')
    expect(html).toContain(
      '<input type="radio" class="variant-radiobtn" value="red" name="variant-option-color" id="variant-option-color-red"/>',
    )
  })

  it('prompts "Select {variantName}", translated when asked', () => {
    expect(select(shirt)).toContain(
      '<select aria-label="Select color" data-variant-option-name="color">',
    )
    expect(select(shirt)).toContain('<option value="">Select fit</option>')
    expect(select(shirt, { productVariantSelectText: 'Pick {variantName}' })).toContain(
      '<option value="">Pick fit</option>',
    )
  })

  it('titles gift card denominations "Value" and prompts "Select Value"', () => {
    const html = select(item(4, [{ Value: '25' }, { Value: '50' }], ['Value']))
    expect(html).toContain('<div class="variant-option-title">Value: </div>')
    expect(html).toContain('<option value="">Select Value</option>')
  })

  it('escapes option names', () => {
    const html = select(item(1, [{ 'a&b': '1' }, { 'a&b': '2' }], ['a&b']))
    expect(html).toContain('<div class="variant-option-title">a&amp;b: </div>')
    expect(html).toContain('data-variant-option-name="a&amp;b"')
  })

  it('leaves the value missing for a product with one variant or no options', () => {
    expect(select(item(1, [{ color: 'blue' }], ['color']))).toBeUndefined()
    expect(select(item(1, [{ color: 'blue' }, { color: 'red' }], []))).toBeUndefined()
  })
})

describe('product-checkout', () => {
  it('puts option pickers, quantity and the button together', () => {
    const html = applyFormatter(
      productCheckoutFormatter,
      item(1, [{ c: 'a' }, { c: 'b' }], ['c']),
    ) as string
    const parts = [
      'class="product-variants"',
      'class="product-quantity-input"',
      'class="sqs-add-to-cart-button-wrapper"',
    ]
    const positions = parts.map((p) => html.indexOf(p))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  })

  it('keeps the blank lines of the storefront markup between the parts', () => {
    const html = applyFormatter(
      productCheckoutFormatter,
      item(1, [{ c: 'a' }, { c: 'b' }], ['c']),
    ) as string
    expect(html.startsWith('\n  \n  \n  \n  \n\n  <div class="product-variants"')).toBe(true)
    expect(html).toContain('  </div>\n\n\n\n<div class="product-quantity-input"')
    expect(html).toContain(`</div>${'\n'.repeat(13)}<div class="sqs-add-to-cart-button-wrapper"`)
    const bare = applyFormatter(productCheckoutFormatter, {
      id: 'i1',
      structuredContent: { productType: 2 },
    })
    expect(
      (bare as string).startsWith(`${'\n'.repeat(13)}<div class="sqs-add-to-cart-button-wrapper"`),
    ).toBe(true)
  })
})
