import { describe, expect, it } from 'vitest'
import type { Product } from './product.js'
import { validateAddToCart, type AddToCartInput } from './validate-add-to-cart.js'

const shirt: Product = {
  productType: 1,
  variants: [
    { sku: 'S-RED', qtyInStock: 3, attributes: { Size: 'S', Color: 'Red' } },
    { sku: 'S-BLUE', qtyInStock: 0, attributes: { Size: 'S', Color: 'Blue' } },
    { sku: 'M-RED', unlimited: true, attributes: { Size: 'M', Color: 'Red' } },
  ],
}

const add = (overrides: Partial<AddToCartInput>) =>
  validateAddToCart({ itemId: 'shirt', product: shirt, quantity: 1, ...overrides })

describe('validateAddToCart', () => {
  it('returns the variant and quantity when every rule passes', () => {
    expect(add({ attributes: { Size: 'S', Color: 'Red' }, quantity: '2' })).toEqual({
      ok: true,
      variant: shirt.variants?.[0],
      quantity: 2,
    })
    expect(add({ sku: 'M-RED', quantity: 9999 })).toMatchObject({ ok: true, quantity: 9999 })
  })

  it('checks the quantity first', () => {
    expect(add({ quantity: 'two' })).toMatchObject({ message: 'Quantity must be a number.' })
    expect(add({ quantity: '1.5', sku: 'S-RED' })).toMatchObject({
      message: 'Quantity must be a whole number.',
    })
  })

  it('names the options still to choose', () => {
    expect(add({ attributes: { Color: 'Red' } })).toEqual({
      ok: false,
      code: 'options-unselected',
      unselectedOptions: ['Size'],
      message: 'Please select the Size option.',
    })
    expect(add({})).toMatchObject({ message: 'Please select the Size and Color options.' })
  })

  it('rejects an unknown SKU or combination as unavailable', () => {
    const message = 'Sorry, that item variant is unavailable. Please select another variant.'
    expect(add({ sku: 'XL' })).toEqual({ ok: false, code: 'variant-unavailable', message })
    expect(add({ attributes: { Size: 'M', Color: 'Blue' } })).toMatchObject({ message })
  })

  it('counts what the cart already holds of the same variant', () => {
    const cartEntries = [
      { itemId: 'shirt', quantity: 2, chosenVariant: { sku: 'S-RED' } },
      { itemId: 'other', quantity: 5, chosenVariant: { sku: 'S-RED' } },
    ]
    expect(add({ sku: 'S-RED', cartEntries })).toMatchObject({ ok: true })
    expect(add({ sku: 'S-RED', cartEntries, quantity: 2 })).toEqual({
      ok: false,
      code: 'out-of-stock',
      message: 'Sorry, we do not have enough of that item available.',
    })
    const full = [{ itemId: 'shirt', quantity: 3, chosenVariant: { sku: 'S-RED' } }]
    expect(add({ sku: 'S-RED', cartEntries: full })).toMatchObject({ code: 'out-of-stock' })
  })

  it('refuses a sold-out variant and never limits an unlimited one', () => {
    expect(add({ sku: 'S-BLUE' })).toMatchObject({ code: 'out-of-stock' })
    expect(add({ sku: 'M-RED', quantity: 500 })).toMatchObject({ ok: true })
  })

  it('keeps the merged line within 9999', () => {
    const cartEntries = [{ itemId: 'shirt', quantity: 9998, chosenVariant: { sku: 'M-RED' } }]
    expect(add({ sku: 'M-RED', cartEntries })).toMatchObject({ ok: true, quantity: 1 })
    expect(add({ sku: 'M-RED', cartEntries, quantity: 2 })).toEqual({
      ok: false,
      code: 'quantity-out-of-range',
      message: 'Quantity must be between 1 and 9999.',
    })
  })

  describe('services', () => {
    const massage: Product = { productType: 3, variants: [{ sku: 'hour', unlimited: true }] }
    const book = (overrides: Partial<AddToCartInput>) =>
      validateAddToCart({ itemId: 'massage', product: massage, quantity: 1, ...overrides })

    it('adds one at a time unless the store allows more', () => {
      expect(book({})).toMatchObject({ ok: true, quantity: 1 })
      expect(book({ quantity: 2 })).toEqual({
        ok: false,
        code: 'service-quantity-limited',
        message: 'Only one of this service can be added to your cart.',
      })
      const cartEntries = [{ itemId: 'massage', quantity: 1, chosenVariant: { sku: 'hour' } }]
      expect(book({ cartEntries })).toMatchObject({ code: 'service-quantity-limited' })
      expect(
        book({
          quantity: 2,
          cartEntries,
          storeSettings: { multipleQuantityAllowedForServices: true },
        }),
      ).toMatchObject({ ok: true, quantity: 2 })
    })
  })

  describe('gift cards', () => {
    const giftCard: Product = {
      productType: 4,
      variants: [
        { sku: 'GC-25', attributes: { Amount: '25' } },
        { sku: 'GC-50', attributes: { Amount: '50' } },
      ],
    }
    const buy = (overrides: Partial<AddToCartInput>) =>
      validateAddToCart({ itemId: 'gc', product: giftCard, quantity: 1, ...overrides })

    it('asks for a denomination', () => {
      const missing = {
        ok: false,
        code: 'gift-card-denomination-missing',
        message: 'Select a denomination for the Gift Card.',
      }
      expect(buy({})).toEqual(missing)
      expect(buy({ attributes: { Amount: '' } })).toEqual(missing)
    })

    it('accepts a chosen denomination, with no stock limit', () => {
      expect(buy({ sku: 'GC-50', quantity: 40 })).toMatchObject({ ok: true, quantity: 40 })
      expect(buy({ attributes: { Amount: '25' } })).toMatchObject({ ok: true })
      expect(buy({ sku: 'GC-1000' })).toMatchObject({ code: 'variant-unavailable' })
    })

    it('offers the denominations of a gift card stored without variants', () => {
      const stored: Product = { productType: 4, giftCardDenominationsCents: [2500, 5000] }
      const buyStored = (overrides: Partial<AddToCartInput>) =>
        validateAddToCart({ itemId: 'gc', product: stored, quantity: 1, ...overrides })
      expect(buyStored({})).toMatchObject({ message: 'Select a denomination for the Gift Card.' })
      expect(buyStored({ giftCardDenominationCents: 5000 })).toEqual({
        ok: true,
        variant: { sku: 'gift-card-5000', priceCents: 5000, unlimited: true },
        quantity: 1,
      })
      expect(buyStored({ sku: 'gift-card-2500' })).toMatchObject({ ok: true })
      expect(buyStored({ giftCardDenominationCents: 1000 })).toMatchObject({
        code: 'variant-unavailable',
      })
    })
  })
})
