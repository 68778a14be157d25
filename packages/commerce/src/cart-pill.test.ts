import { describe, expect, it } from 'vitest'
import { cartPill } from './cart-pill.js'

describe('cartPill', () => {
  it('is hidden at zero', () => {
    expect(cartPill(0)).toMatchObject({ hidden: true, quantityText: '0' })
  })

  it("says 'One item in cart' for one", () => {
    expect(cartPill(1)).toEqual({
      hidden: false,
      quantityText: '1',
      unitWord: 'item',
      accessibleName: 'One item in cart',
    })
  })

  it('counts up to 100 exactly', () => {
    expect(cartPill(2)).toMatchObject({ unitWord: 'items', accessibleName: '2 items in cart' })
    expect(cartPill(100)).toEqual({
      hidden: false,
      quantityText: '100',
      unitWord: 'items',
      accessibleName: '100 items in cart',
    })
  })

  it("shows '100+' above 100", () => {
    expect(cartPill(101)).toEqual({
      hidden: false,
      quantityText: '100+',
      unitWord: 'items',
      accessibleName: 'More than 100 items in cart',
    })
  })

  it("is named 'Cart' without a quantity element", () => {
    expect(cartPill(5, false).accessibleName).toBe('Cart')
  })
})
