import { describe, expect, it } from 'vitest'
import type { CheckoutChoices } from './checkout-api.js'
import { checkoutFormErrors } from './form-errors.js'

const empty: CheckoutChoices = {
  email: '',
  address: {
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'US',
  },
  shippingOptionId: '',
  couponCodes: [],
  giftCardCodes: [],
  payment: 'card',
  card: { number: '', expMonth: '', expYear: '', cvc: '' },
  cartToken: undefined,
}
const now = new Date('2026-11-28T00:00:00Z')

describe('checkoutFormErrors', () => {
  it('names every missing field of an empty form at once', () => {
    const errors = checkoutFormErrors(empty, { requiresShipping: true, cardNeeded: true, now })
    expect(Object.keys(errors).sort()).toEqual(
      [
        'email',
        'shippingAddress.firstName',
        'shippingAddress.lastName',
        'shippingAddress.address1',
        'shippingAddress.city',
        'shippingAddress.region',
        'shippingAddress.postalCode',
        'card.number',
        'card.expiry',
        'card.cvc',
      ].sort(),
    )
    expect(errors['shippingAddress.region']).toBe('Please choose a state.')
    expect(errors['shippingAddress.postalCode']).toBe('Please enter a ZIP code.')
  })

  it('asks for no card when nothing is due or another way to pay is chosen', () => {
    const errors = checkoutFormErrors(empty, { requiresShipping: false, cardNeeded: false, now })
    expect(Object.keys(errors).some((key) => key.startsWith('card.'))).toBe(false)
    expect(errors['billingAddress.city']).toBe('Required')
  })

  it('is empty for a complete form', () => {
    const full: CheckoutChoices = {
      ...empty,
      email: 'ada@example.com',
      address: {
        ...empty.address,
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Main St',
        city: 'New York',
        region: 'NY',
        postalCode: '10001',
      },
      card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2099', cvc: '123' },
    }
    expect(checkoutFormErrors(full, { requiresShipping: true, cardNeeded: true, now })).toEqual({})
  })
})
