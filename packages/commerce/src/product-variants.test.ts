import { describe, expect, it } from 'vitest'
import { giftCardSku, productVariants } from './product-variants.js'

describe('productVariants', () => {
  it('returns stored variants as they are', () => {
    const variants = [{ sku: 'a' }]
    expect(productVariants({ productType: 1, variants })).toBe(variants)
    expect(productVariants({ productType: 1 })).toEqual([])
  })

  it('turns gift card denominations into unlimited variants', () => {
    expect(productVariants({ productType: 4, giftCardDenominationsCents: [2500, 5000] })).toEqual([
      { sku: 'gift-card-2500', priceCents: 2500, unlimited: true },
      { sku: 'gift-card-5000', priceCents: 5000, unlimited: true },
    ])
    expect(giftCardSku(1000)).toBe('gift-card-1000')
  })

  it('prefers real variants on a gift card', () => {
    const variants = [{ sku: 'GC-25' }]
    expect(productVariants({ productType: 4, variants, giftCardDenominationsCents: [1] })).toBe(
      variants,
    )
  })
})
