import { productContentSchema, storeSettingsSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import type { CartEntry } from './cart.js'
import { computeCartTotals } from './cart-totals.js'
import type { CartStoreSettings, Product } from './product.js'
import { validateAddToCart } from './validate-add-to-cart.js'

// The server hands the rules products and settings as @atelier/schema stores them.
describe('stored products from @atelier/schema', () => {
  const shirt: Product = productContentSchema.parse({
    productType: 1,
    variants: [
      { id: 'v1', sku: 'S', priceCents: 1999, qtyInStock: 2, attributes: { Size: 'S' } },
      {
        id: 'v2',
        sku: 'M',
        priceCents: 2499,
        onSale: true,
        salePriceCents: 1999,
        attributes: { Size: 'M' },
      },
    ],
  })
  const settings: CartStoreSettings = storeSettingsSchema.parse({ currency: 'EUR' })

  it('validates an add against stored stock', () => {
    expect(
      validateAddToCart({
        itemId: 'shirt',
        product: shirt,
        quantity: 2,
        attributes: { Size: 'S' },
      }),
    ).toMatchObject({
      ok: true,
      variant: { sku: 'S' },
    })
    expect(
      validateAddToCart({ itemId: 'shirt', product: shirt, quantity: 3, sku: 'S' }),
    ).toMatchObject({
      message: 'Sorry, we do not have enough of that item available.',
    })
  })

  it('prices lines from stored cents in the store currency', () => {
    const entry: CartEntry = {
      id: 'e',
      itemId: 'shirt',
      quantity: 2,
      chosenVariant: { sku: 'M', attributes: { Size: 'M' } },
      title: 'Shirt',
      subTotal: { minor: 0, currency: 'EUR' },
      purchasePriceCents: 0,
    }
    expect(computeCartTotals([entry], new Map([['shirt', shirt]]), settings)).toMatchObject({
      ok: true,
      subtotalAmount: { minor: 3998, currency: 'EUR' },
    })
  })
})
