import { describe, expect, it } from 'vitest'
import { priceOrder } from './price-order.js'
import { purchaseEventPayload } from './purchase-analytics.js'

const now = new Date('2026-11-21T10:00:00.000Z')

describe('purchaseEventPayload', () => {
  it('carries transaction id, value, shipping, tax and items in major units', () => {
    const quote = priceOrder({
      lines: [
        {
          id: 'e1',
          itemId: 'p1',
          sku: 'MUG-BLUE',
          title: 'Mug',
          quantity: 2,
          unitPriceCents: 1250,
          kind: 'physical',
        },
      ],
      storeSettings: { currency: 'USD' },
      address: { country: 'US' },
      shippingRates: [
        { id: 'f', name: 'Flat', kind: 'flat-rate', costCents: 500, destinations: [] },
      ],
      shippingOptionId: 'f',
      taxRules: [
        {
          id: 'us',
          name: 'Tax',
          country: 'US',
          rateBasisPoints: 1000,
          appliesToShipping: false,
          pricesIncludeTax: false,
        },
      ],
      now,
    })
    expect(purchaseEventPayload('order-42', quote)).toEqual({
      transaction_id: 'order-42',
      currency: 'USD',
      value: 32.5,
      shipping: 5,
      tax: 2.5,
      items: [{ item_id: 'MUG-BLUE', item_name: 'Mug', quantity: 2, price: 12.5 }],
    })
  })

  it('gives yen as whole numbers', () => {
    const quote = priceOrder({
      lines: [
        {
          id: 'e',
          itemId: 'p',
          sku: 'T',
          title: 'Tea',
          quantity: 1,
          unitPriceCents: 1980,
          kind: 'digital',
        },
      ],
      storeSettings: { currency: 'JPY' },
      now,
    })
    expect(purchaseEventPayload('o', quote)).toMatchObject({ value: 1980, currency: 'JPY' })
  })
})
