import { describe, expect, it } from 'vitest'
import { addFailureAlert } from './add-failure.js'
import { cartActionFailure } from './cart-action-failure.js'
import { checkMinimumSubtotal } from './cart-minimum-subtotal.js'
import { cartSyncData } from './cart-sync-data.js'
import { commerceStrings } from './strings.js'

describe('checkMinimumSubtotal', () => {
  it('lets the cart through at or above the minimum, or with no minimum', () => {
    expect(checkMinimumSubtotal(5000, 5000, 'USD')).toEqual({ ok: true })
    expect(checkMinimumSubtotal(1, undefined, 'USD')).toEqual({ ok: true })
    expect(checkMinimumSubtotal(1, 0, 'USD')).toEqual({ ok: true })
  })

  it('names the formatted minimum below it', () => {
    expect(checkMinimumSubtotal(4999, 5000, 'USD')).toEqual({
      ok: false,
      code: 'below-minimum',
      message: 'To check out, your order subtotal must be $50.00 or more.',
    })
    expect(checkMinimumSubtotal(0, 250000, 'SEK')).toMatchObject({
      message: 'To check out, your order subtotal must be 2,500.00 kr or more.',
    })
  })
})

describe('addFailureAlert', () => {
  it('explains a crumb failure by whether cookies are on', () => {
    expect(addFailureAlert({ kind: 'crumb-fail', cookiesEnabled: true })).toEqual({
      title: 'Unable to Add Item',
      message: 'Your session has expired. Please reload the page and try again.',
    })
    expect(addFailureAlert({ kind: 'crumb-fail', cookiesEnabled: false }).message).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    )
  })

  it('asks to wait after HTTP 429 and shows the server message otherwise', () => {
    expect(addFailureAlert({ kind: 'rate-limited' }).message).toBe(
      'Please try again in a few seconds.',
    )
    expect(addFailureAlert({ kind: 'server', message: 'Store closed.' }).message).toBe(
      'Store closed.',
    )
    expect(addFailureAlert({ kind: 'server' }).message).toBe('Please try again.')
    expect(addFailureAlert({ kind: 'network' }).message).toBe(
      'Please check your internet connection.',
    )
  })

  it('titles the alert by flow', () => {
    expect(addFailureAlert({ kind: 'rate-limited' }, 'express-checkout').title).toBe(
      'Unable to Purchase Item',
    )
    expect(addFailureAlert({ kind: 'rate-limited' }, 'gift-card').title).toBe(
      'Unable to purchase Gift Card',
    )
  })
})

describe('cartActionFailure', () => {
  it('uses the SPEC cart strings', () => {
    expect(cartActionFailure('update-quantity')).toEqual({
      title: 'Unable to update quantity',
      message: 'Please try again.',
    })
    expect(cartActionFailure('remove-item', true)).toEqual({
      title: 'Unable to remove item',
      message: 'Please check your internet connection.',
    })
    expect(cartActionFailure('update-form').title).toBe('Unable to update form')
    expect(cartActionFailure('open-form').title).toBe('Unable to open form')
    expect(cartActionFailure('add-item').title).toBe('Unable to add item')
  })

  it('has the empty-cart text', () => {
    expect(commerceStrings.emptyCart).toBe('You have nothing in your shopping cart.')
  })
})

describe('cartSyncData', () => {
  it('reports items, the formatted subtotal and the empty marker', () => {
    expect(
      cartSyncData({ totalQuantity: 3, subtotalAmount: { minor: 6027, currency: 'USD' } }),
    ).toEqual({
      items: 3,
      subtotal: '$60.27',
      empty: false,
    })
    expect(
      cartSyncData({ totalQuantity: 0, subtotalAmount: { minor: 0, currency: 'JPY' } }),
    ).toEqual({
      items: 0,
      subtotal: '¥0',
      empty: true,
    })
  })
})
