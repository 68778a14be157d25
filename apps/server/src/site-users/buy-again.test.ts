import { describe, expect, it } from 'vitest'
import type { StoreProduct } from '../commerce/store-product.js'
import { buyAgainPlan } from './buy-again.js'

function product(
  itemId: string,
  variants: Array<{ sku: string; qtyInStock?: number; unlimited?: boolean }>,
  extra: Partial<StoreProduct> & { productType?: number; subscription?: boolean } = {},
): [string, StoreProduct] {
  const { productType = 1, subscription = false, ...rest } = extra
  return [
    itemId,
    {
      itemId,
      title: itemId,
      visible: true,
      additionalFieldsFormId: undefined,
      product: {
        productType,
        variants,
        ...(subscription
          ? { subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' } } }
          : {}),
      },
      ...rest,
    },
  ]
}

const line = (itemId: string, sku: string, quantity = 2) => ({
  itemId,
  sku,
  quantity,
  title: `${itemId} ${sku}`,
})

describe('buyAgainPlan', () => {
  it('adds the same variant in the same quantity while it is for sale', () => {
    const products = new Map([
      product('vase', [
        { sku: 'V-S', qtyInStock: 9 },
        { sku: 'V-L', unlimited: true },
      ]),
    ])
    expect(buyAgainPlan([line('vase', 'V-S'), line('vase', 'V-L', 3)], products)).toEqual({
      add: [
        { itemId: 'vase', sku: 'V-S', quantity: 2, title: 'vase V-S' },
        { itemId: 'vase', sku: 'V-L', quantity: 3, title: 'vase V-L' },
      ],
      skipped: [],
    })
  })

  it('lowers the quantity to the stock left and skips sold-out variants', () => {
    const products = new Map([
      product('mug', [
        { sku: 'M-1', qtyInStock: 1 },
        { sku: 'M-2', qtyInStock: 0 },
      ]),
    ])
    expect(buyAgainPlan([line('mug', 'M-1', 4), line('mug', 'M-2')], products)).toEqual({
      add: [{ itemId: 'mug', sku: 'M-1', quantity: 1, title: 'mug M-1' }],
      skipped: [{ title: 'mug M-2', reason: 'sold-out' }],
    })
  })

  it('skips products gone, hidden or without the variant', () => {
    const products = new Map([
      product('hidden', [{ sku: 'H', unlimited: true }], { visible: false }),
      product('bowl', [{ sku: 'B-NEW', unlimited: true }]),
    ])
    const plan = buyAgainPlan(
      [line('gone', 'G'), line('hidden', 'H'), line('bowl', 'B-OLD')],
      products,
    )
    expect(plan.add).toEqual([])
    expect(plan.skipped.map((skip) => skip.reason)).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
    ])
  })

  it('does not repeat gift cards, subscriptions or products with an extra-information form', () => {
    const products = new Map([
      product('card', [{ sku: 'GC' }], { productType: 4 }),
      product('box', [{ sku: 'BOX', unlimited: true }], { subscription: true }),
      product('engraved', [{ sku: 'E', unlimited: true }], { additionalFieldsFormId: 'form-1' }),
      product('ebook', [{ sku: 'EB' }], { productType: 2 }),
    ])
    const plan = buyAgainPlan(
      [line('card', 'GC'), line('box', 'BOX'), line('engraved', 'E'), line('ebook', 'EB', 1)],
      products,
    )
    expect(plan.add).toEqual([{ itemId: 'ebook', sku: 'EB', quantity: 1, title: 'ebook EB' }])
    expect(plan.skipped.map((skip) => skip.reason)).toEqual([
      'not-repeatable',
      'not-repeatable',
      'not-repeatable',
    ])
  })
})
