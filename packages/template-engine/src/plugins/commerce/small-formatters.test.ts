import { describe, expect, it } from 'vitest'
import {
  cartQuantityFormatter,
  cartSubtotalFormatter,
  cartUrlFormatter,
} from './cart-formatters.js'
import {
  hasVariantsPredicate,
  onSalePredicate,
  soldOutPredicate,
  variedPricesPredicate,
} from './commerce-predicates.js'
import { productQuickViewFormatter } from './product-quick-view.js'
import { quantityInputFormatter } from './quantity-input.js'
import { applyFormatter, checkPredicate } from './test-context.js'
import { variantDescriptorFormatter } from './variant-descriptor.js'

describe('cart formatters', () => {
  it('count items, point at the cart and retire the subtotal', () => {
    expect(
      applyFormatter(cartQuantityFormatter, { entries: [{ quantity: 2 }, { quantity: 3 }] }),
    ).toBe('<span class="sqs-cart-quantity">5</span>')
    expect(applyFormatter(cartQuantityFormatter, { entries: [] })).toBe(
      '<span class="sqs-cart-quantity">0</span>',
    )
    expect(applyFormatter(cartUrlFormatter, {})).toBe('/cart')
    expect(applyFormatter(cartSubtotalFormatter, { subtotalCents: 1 })).toBe(
      'deprecated, do not use',
    )
  })
})

describe('product-quick-view', () => {
  const item = { id: 'p1' }
  it('says Quick View and names its group from a variable or literally', () => {
    expect(
      applyFormatter(productQuickViewFormatter, item, { args: ['g'], root: { g: 'bar' } }),
    ).toBe(
      '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="bar">Quick View</span>',
    )
    expect(applyFormatter(productQuickViewFormatter, item, { args: ['g'], root: {} })).toContain(
      'data-group="g"',
    )
    expect(
      applyFormatter(productQuickViewFormatter, item, {
        root: { localizedStrings: { productQuickViewText: 'Look' } },
      }),
    ).toContain('data-group="">Look</span>')
  })
})

describe('quantity-input', () => {
  const input = (content: Record<string, unknown>) =>
    applyFormatter(quantityInputFormatter, { id: 'p1', structuredContent: content }) as
      string | undefined

  it('offers 1 to 9999 for stocked physical goods and services', () => {
    expect(input({ productType: 1, variants: [{ qtyInStock: 0 }, { qtyInStock: 100 }] })).toBe(
      '\n\n\n<div class="product-quantity-input" data-item-id="p1" data-animation-role="content">\n' +
        '  <div class="quantity-label">Quantity:</div>\n' +
        '  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n</div>',
    )
    expect(input({ productType: 3, variants: [{ unlimited: true }] })).not.toBe('')
  })

  it('is missing for digital goods, subscriptions and the last item in stock', () => {
    expect(input({ productType: 2 })).toBeUndefined()
    expect(
      input({ productType: 1, isSubscribable: true, variants: [{ qtyInStock: 5 }] }),
    ).toBeUndefined()
    expect(input({ productType: 1, variants: [{ qtyInStock: 1 }] })).toBeUndefined()
  })
})

describe('variant-descriptor', () => {
  it('joins the option values', () => {
    expect(
      applyFormatter(variantDescriptorFormatter, {
        optionValues: [{ value: 'blue' }, { value: 'large' }],
      }),
    ).toBe('blue / large')
    expect(applyFormatter(variantDescriptorFormatter, {})).toBe('')
  })
})

describe('commerce predicates', () => {
  const p = (content: Record<string, unknown>) => ({ structuredContent: content })
  it('answer from the product at the top of the scope', () => {
    expect(checkPredicate(hasVariantsPredicate, p({ productType: 1, variants: [{}, {}] }))).toBe(
      true,
    )
    expect(checkPredicate(onSalePredicate, p({ productType: 2, onSale: true }))).toBe(true)
    expect(
      checkPredicate(soldOutPredicate, p({ productType: 1, variants: [{ qtyInStock: 0 }] })),
    ).toBe(true)
    expect(
      checkPredicate(soldOutPredicate, p({ productType: 1, variants: [{ unlimited: true }] })),
    ).toBe(false)
    expect(
      checkPredicate(
        variedPricesPredicate,
        p({ productType: 1, variants: [{ price: 1 }, { price: 2 }] }),
      ),
    ).toBe(true)
    expect(checkPredicate(variedPricesPredicate, p({ productType: 2 }))).toBe(false)
  })
})
