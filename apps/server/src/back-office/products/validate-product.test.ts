import { describe, expect, it } from 'vitest'
import type { ProductInput } from './product-input.js'
import { validateProduct } from './validate-product.js'

const target = { id: 'p1', websiteId: 'w', collectionId: 'c', urlId: 'tee' }
const tee = (patch: Partial<ProductInput['structuredContent']> = {}): ProductInput => ({
  title: ' Tee ',
  structuredContent: {
    productType: 1,
    variantOptionOrdering: ['Size'],
    variants: [
      { sku: 'TEE-S', priceCents: 2000, attributes: { Size: 'S' } },
      {
        id: 'kept',
        sku: 'TEE-M',
        priceCents: 2000,
        attributes: { Size: 'M' },
        qtyInStock: 3,
        qtyInStockBase: 3,
      },
    ],
    ...patch,
  },
})

describe('validateProduct', () => {
  it('makes the stored item: trimmed title, new variant ids, stock the owner did not touch', () => {
    const checked = validateProduct(tee(), target)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.item.title).toBe('Tee')
    expect(checked.item.status).toBe('draft')
    const [first, second] = checked.item.structuredContent?.variants ?? []
    expect(first?.id).toMatch(/\w+/)
    expect(second?.id).toBe('kept')
    expect([...checked.untouchedStock]).toEqual(['kept'])
  })

  it('refuses more than 6 options, a missing option value and two variants alike', () => {
    const seven = ['A', 'B', 'C', 'D', 'E', 'F', 'G']
    expect(validateProduct(tee({ variantOptionOrdering: seven }), target)).toMatchObject({
      ok: false,
      message: 'A product has at most 6 options.',
    })
    expect(
      validateProduct(tee({ variants: [{ sku: 'X', priceCents: 1, attributes: {} }] }), target),
    ).toMatchObject({ ok: false, message: 'Every variant needs a value for each option.' })
    expect(
      validateProduct(
        tee({
          variants: [
            { sku: 'X', priceCents: 1, attributes: { Size: 'S' } },
            { sku: 'Y', priceCents: 1, attributes: { Size: 'S' } },
          ],
        }),
        target,
      ),
    ).toMatchObject({ ok: false, message: 'Two variants have the same options (S).' })
  })

  it('passes the schema’s own rules through: SKUs, gift cards, subscriptions, paywalls', () => {
    expect(
      validateProduct(
        tee({
          variants: [
            { sku: 'X', priceCents: 1, attributes: { Size: 'S' } },
            { sku: 'X', priceCents: 1, attributes: { Size: 'M' } },
          ],
        }),
        target,
      ),
    ).toMatchObject({ ok: false, message: 'SKU X is used twice.' })
    expect(
      validateProduct(
        { title: 'Card', structuredContent: { productType: 4, variants: [] } },
        target,
      ),
    ).toMatchObject({ ok: false, message: 'A gift card needs at least one denomination.' })
    expect(validateProduct(tee({ isSubscribable: true }), target)).toMatchObject({
      ok: false,
      message: 'A subscription product needs a subscription plan.',
    })
    expect(
      validateProduct({ title: 'P', structuredContent: { productType: 5 } }, target),
    ).toMatchObject({ ok: false, message: 'Paywall products cannot be created here.' })
    expect(validateProduct(tee(), { ...target, urlId: 'Not A Slug' })).toMatchObject({
      ok: false,
      errors: { urlId: 'A URL slug uses lower-case letters, digits and single hyphens.' },
    })
  })
})
