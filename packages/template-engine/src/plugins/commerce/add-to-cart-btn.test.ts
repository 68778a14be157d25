import { describe, expect, it } from 'vitest'
import { addToCartButtonFormatter } from './add-to-cart-btn.js'
import { applyFormatter } from './test-context.js'

const button = (content: Record<string, unknown>, localizedStrings?: Record<string, string>) =>
  applyFormatter(
    addToCartButtonFormatter,
    { id: 'i1', collectionId: 'c1', structuredContent: content },
    { root: { localizedStrings } },
  ) as string

const inner = (label: string) => `<div class="sqs-add-to-cart-button-inner">${label}</div>`

describe('add-to-cart-btn', () => {
  it('says Add To Cart by default, or the translation', () => {
    const html = button({ productType: '1', useCustomAddButtonText: false })
    expect(html).toContain(inner('Add To Cart'))
    expect(html).toContain(
      'data-collection-id="c1" data-item-id="i1" data-product-type="1" data-use-custom-label="false" data-original-label="Add To Cart" >',
    )
    expect(button({ productType: '1' }, { productAddToCartText: 'ADD ITEM' })).toContain(
      inner('ADD ITEM'),
    )
  })

  it('says Subscribe for subscriptions and names the first subscription option', () => {
    const html = button({
      productType: '2',
      isSubscribable: true,
      productSubscriptionOptions: [{ id: 'opt-1' }],
    })
    expect(html).toContain(inner('Subscribe'))
    expect(html).toContain(
      'data-is-subscription="true" data-original-label="Subscribe" data-subscription-option-id="opt-1">',
    )
  })

  it('uses the custom label, escaped', () => {
    const html = button({
      productType: '2',
      useCustomAddButtonText: true,
      customAddButtonText: '<img src=x>',
    })
    expect(html).toContain(inner('&lt;img src=x&gt;'))
    expect(html).toContain('data-original-label="&lt;img src=x&gt;"')
  })

  it('carries the extra form for products that ask for one', () => {
    const html = button({ productType: '1', additionalFieldsForm: { name: 'F', fields: [] } })
    expect(html).toContain('sqs-button-element--primary use-form"')
    expect(html).toContain('data-form="{&quot;name&quot;:&quot;F&quot;,&quot;fields&quot;:[]}">')
  })
})
