import { describe, expect, it } from 'vitest'
import { orderBody, usesSavedCard } from './checkout-api.js'
import type { CheckoutChoices } from './checkout-api.js'

const choices: CheckoutChoices = {
  email: 'ada@example.com',
  address: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    address2: '',
    city: 'New York',
    region: 'NY',
    postalCode: '10001',
    country: 'US',
  },
  shippingOptionId: 'standard',
  couponCodes: [],
  giftCardCodes: [],
  payment: 'card',
  card: { number: '4242 4242 4242 4242', expMonth: '12', expYear: '2099', cvc: '123' },
  cartToken: undefined,
}

describe('the order body with saved cards', () => {
  it('names the saved card chosen, never a card or a token', () => {
    const saved = { ...choices, savedCardId: 'card-1' }
    expect(usesSavedCard(saved)).toBe(true)
    expect(orderBody(saved, true, 'key-1').payment).toEqual({
      provider: 'test',
      savedCardId: 'card-1',
    })
    expect(orderBody({ ...saved, payment: 'stripe' }, true, 'key-1').payment).toEqual({
      provider: 'stripe',
      savedCardId: 'card-1',
    })
    expect(JSON.stringify(orderBody(saved, true, 'key-1'))).not.toContain('4242')
  })

  it('asks to keep a new card only when the shopper ticked it; offline ignores both', () => {
    expect(
      orderBody({ ...choices, savedCardId: '', saveCard: true }, true, 'k', false, 'tok').payment,
    ).toEqual({
      provider: 'test',
      token: 'tok',
      saveCard: true,
    })
    expect(orderBody(choices, true, 'k', false, 'tok').payment).toEqual({
      provider: 'test',
      token: 'tok',
    })
    const offline = { ...choices, payment: 'offline' as const, savedCardId: 'card-1' }
    expect(usesSavedCard(offline)).toBe(false)
    expect(orderBody(offline, true, 'k').payment).toEqual({ provider: 'offline' })
  })
})
