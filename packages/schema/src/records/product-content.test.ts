import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { productContentSchema } from './product-content.js'
import { variantSchema } from './variant.js'

const variant = { id: 'v1', sku: 'SQ-1', priceCents: 1500 }
const messages = (input: unknown) => {
  const result = parseWith(productContentSchema, input)
  return result.ok ? [] : result.issues.map((issue) => issue.message)
}

describe('variant', () => {
  it('fills stock and sale defaults', () => {
    expect(parseWith(variantSchema, variant)).toEqual({
      ok: true,
      value: {
        ...variant,
        salePriceCents: 0,
        onSale: false,
        qtyInStock: 0,
        unlimited: false,
        attributes: {},
        optionValues: [],
      },
    })
  })

  it('refuses fractional or negative money, negative stock and a missing SKU', () => {
    expect(parseWith(variantSchema, { ...variant, priceCents: 15.5 })).toMatchObject({
      issues: [{ message: 'Amounts are whole cents.' }],
    })
    expect(parseWith(variantSchema, { ...variant, salePriceCents: -1 })).toMatchObject({
      issues: [{ message: 'Amounts cannot be negative.' }],
    })
    expect(parseWith(variantSchema, { ...variant, qtyInStock: -1 })).toMatchObject({
      issues: [{ message: 'Stock cannot be negative.' }],
    })
    expect(parseWith(variantSchema, { ...variant, sku: '' })).toMatchObject({
      issues: [{ message: 'A variant needs a SKU.' }],
    })
  })

  it('takes a shipping weight in whole grams from 0 to 1,000,000', () => {
    expect(parseWith(variantSchema, { ...variant, weightGrams: 350 })).toMatchObject({
      ok: true,
      value: { weightGrams: 350 },
    })
    expect(parseWith(variantSchema, { ...variant, weightGrams: 1_000_000 }).ok).toBe(true)
    expect(parseWith(variantSchema, { ...variant, weightGrams: 12.5 })).toMatchObject({
      issues: [{ message: 'A weight is a whole number of grams.' }],
    })
    expect(parseWith(variantSchema, { ...variant, weightGrams: -1 })).toMatchObject({
      issues: [{ message: 'A weight cannot be negative.' }],
    })
    expect(parseWith(variantSchema, { ...variant, weightGrams: 1_000_001 })).toMatchObject({
      issues: [{ message: 'A weight is at most 1,000,000 grams.' }],
    })
  })
})

describe('product structured content', () => {
  it('accepts a physical product with variants and options', () => {
    const result = parseWith(productContentSchema, {
      productType: 1,
      variants: [
        {
          ...variant,
          attributes: { Size: 'S' },
          optionValues: [{ optionName: 'Size', value: 'S' }],
        },
        { ...variant, id: 'v2', sku: 'SQ-2', attributes: { Size: 'L' } },
      ],
      variantOptionOrdering: ['Size'],
    })
    expect(result).toMatchObject({
      ok: true,
      value: {
        isSubscribable: false,
        useCustomAddButtonText: false,
        customAddButtonText: '',
        images: [],
      },
    })
  })

  it('accepts a subscription with an indefinite plan by default', () => {
    const result = parseWith(productContentSchema, {
      productType: 1,
      variants: [variant],
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' } },
    })
    expect(result).toMatchObject({ ok: true, value: { subscriptionPlan: { numBillingCycles: 0 } } })
  })

  it('accepts a gift card with denominations and no variants', () => {
    expect(messages({ productType: 4, giftCardDenominationsCents: [2500, 5000] })).toEqual([])
  })

  it('keeps the file a digital product delivers, and stays valid without one', () => {
    const guide = { productType: 2, variants: [variant] }
    expect(
      parseWith(productContentSchema, { ...guide, downloadFileId: 'file-guide' }),
    ).toMatchObject({ ok: true, value: { downloadFileId: 'file-guide' } })
    const stored = parseWith(productContentSchema, guide)
    expect(stored.ok && stored.value.downloadFileId).toBeUndefined()
    expect(messages({ ...guide, downloadFileId: '' })).toEqual(['An id cannot be empty.'])
  })

  it('states what each product needs', () => {
    expect(messages({ productType: 1 })).toEqual(['A product needs at least one variant.'])
    expect(messages({ productType: 4 })).toEqual(['A gift card needs at least one denomination.'])
    expect(messages({ productType: 3, variants: [variant], isSubscribable: true })).toEqual([
      'A subscription product needs a subscription plan.',
    ])
    expect(messages({ productType: 1, variants: [variant, { ...variant, id: 'v2' }] })).toEqual([
      'SKU SQ-1 is used twice.',
    ])
  })

  it('refuses unknown product types and billing units', () => {
    expect(messages({ productType: 6, variants: [variant] })).toEqual(['Unknown product type.'])
    const plan = { billingPeriod: { value: 1, unit: 'DAY' } }
    expect(messages({ productType: 1, variants: [variant], subscriptionPlan: plan })).toHaveLength(
      1,
    )
    const zero = { billingPeriod: { value: 0, unit: 'MONTH' } }
    expect(messages({ productType: 1, variants: [variant], subscriptionPlan: zero })).toEqual([
      'A billing period lasts at least 1 unit.',
    ])
  })
})

describe('product merchandising settings', () => {
  const product = { productType: 1, variants: [variant] }

  it('keeps a sold-out text, scarcity threshold, express checkout and a variant image', () => {
    const parsed = parseWith(productContentSchema, {
      ...product,
      variants: [{ ...variant, imageId: 'img-1' }],
      customSoldOutText: 'Back in spring',
      scarcityEnabled: true,
      scarcityThreshold: 3,
      expressCheckout: true,
    })
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        variants: [{ imageId: 'img-1' }],
        customSoldOutText: 'Back in spring',
        scarcityEnabled: true,
        scarcityThreshold: 3,
        expressCheckout: true,
      },
    })
  })

  it('leaves them out of products stored without them', () => {
    const parsed = parseWith(productContentSchema, product)
    expect(parsed.ok && Object.keys(parsed.value)).not.toContain('customSoldOutText')
    expect(parsed.ok && Object.keys(parsed.value.variants[0]!)).not.toContain('imageId')
  })

  it('refuses a long sold-out text and a threshold outside 1 to 9999', () => {
    expect(messages({ ...product, customSoldOutText: 'x'.repeat(101) })).toEqual([
      'A sold-out text is at most 100 characters.',
    ])
    expect(messages({ ...product, scarcityThreshold: 0 })).toEqual([
      'A scarcity threshold is at least 1.',
    ])
    expect(messages({ ...product, scarcityThreshold: 2.5 })).toEqual([
      'A scarcity threshold is a whole number.',
    ])
  })
})
