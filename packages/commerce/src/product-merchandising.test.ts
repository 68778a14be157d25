import { describe, expect, it } from 'vitest'
import {
  addButtonLabel,
  isSubscribable,
  scarcityNotices,
  soldOutText,
} from './product-merchandising.js'

describe('soldOutText', () => {
  it("prefers the owner's text, then the localized string, then 'sold out'", () => {
    expect(soldOutText({ customSoldOutText: 'Gone!' }, 'épuisé')).toBe('Gone!')
    expect(soldOutText({ customSoldOutText: '  ' }, 'épuisé')).toBe('épuisé')
    expect(soldOutText(undefined)).toBe('sold out')
  })
})

describe('scarcityNotices', () => {
  const base = { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left!' }

  it('fills in the stock of each view and hides variant notices', () => {
    expect(
      scarcityNotices({
        ...base,
        scarcityShownByDefault: true,
        scarcityTemplateViews: [
          { qtyInStock: 3 },
          { qtyInStock: 10, attributes: { Color: 'Blue' } },
        ],
      }),
    ).toEqual([
      { text: 'Only 3 left!', hidden: false },
      { text: 'Only 10 left!', attributes: { Color: 'Blue' }, hidden: true },
    ])
  })

  it('hides the product-wide notice unless shown by default', () => {
    expect(
      scarcityNotices({
        ...base,
        scarcityShownByDefault: false,
        scarcityTemplateViews: [{ qtyInStock: 3 }],
      }),
    ).toEqual([{ text: 'Only 3 left!', hidden: true }])
  })

  it('shows nothing when scarcity is off', () => {
    expect(
      scarcityNotices({
        ...base,
        scarcityEnabled: false,
        scarcityTemplateViews: [{ qtyInStock: 1 }],
      }),
    ).toEqual([])
    expect(scarcityNotices(undefined)).toEqual([])
  })
})

describe('addButtonLabel', () => {
  it("uses 'Add To Cart', 'Subscribe' or the owner's text", () => {
    expect(addButtonLabel({ productType: 1 })).toBe('Add To Cart')
    expect(addButtonLabel({ productType: 1, isSubscribable: 'true' })).toBe('Subscribe')
    expect(
      addButtonLabel({
        useCustomAddButtonText: true,
        customAddButtonText: 'Buy now',
        isSubscribable: true,
      }),
    ).toBe('Buy now')
    expect(addButtonLabel({ useCustomAddButtonText: false, customAddButtonText: 'Buy now' })).toBe(
      'Add To Cart',
    )
    expect(addButtonLabel({}, { addToCart: 'In den Warenkorb' })).toBe('In den Warenkorb')
  })

  it('reads the subscribable flag as boolean or string', () => {
    expect(isSubscribable({ isSubscribable: true })).toBe(true)
    expect(isSubscribable({ isSubscribable: 'false' })).toBe(false)
  })
})
