import { describe, expect, it } from 'vitest'
import { orderBody, orderErrors, quoteBody } from './checkout-api.js'
import type { CheckoutChoices } from './checkout-api.js'

const choices: CheckoutChoices = {
  email: ' ada@example.com ',
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
  couponCodes: ['WELCOME10'],
  giftCardCodes: [],
  payment: 'card',
  card: { number: ' 4242 4242 4242 4242 ', expMonth: '12', expYear: '2099', cvc: '123' },
  cartToken: undefined,
}

describe('checkout request bodies', () => {
  it('leaves the address out of the quote until a country is chosen', () => {
    expect(quoteBody({ ...choices, address: { ...choices.address, country: '' } })).toEqual({
      shippingOptionId: 'standard',
      couponCodes: ['WELCOME10'],
      giftCardCodes: [],
    })
  })

  it('sends the token of the test card, never the card, and a billing address when nothing ships', () => {
    const body = orderBody(
      { ...choices, shippingOptionId: '' },
      false,
      'key-12345678',
      false,
      'tok_1',
    )
    expect(JSON.stringify(body)).not.toContain('4242')
    expect(body).toEqual({
      email: 'ada@example.com',
      billingAddress: choices.address,
      couponCodes: ['WELCOME10'],
      giftCardCodes: [],
      payment: { provider: 'test', token: 'tok_1' },
      idempotencyKey: 'key-12345678',
    })
  })

  it('sends no card for an offline payment, and the cartToken of a subscription', () => {
    const body = orderBody({ ...choices, payment: 'offline', cartToken: 'tok' }, true, 'k')
    expect(body.payment).toEqual({ provider: 'offline' })
    expect(body.cartToken).toBe('tok')
    expect(body.shippingAddress).toEqual(choices.address)
  })

  it('reads field errors and messages of failed answers', () => {
    expect(orderErrors({ errors: { email: 'Required' } })).toEqual({
      fields: { email: 'Required' },
    })
    expect(orderErrors({ code: 'payment-declined', message: 'Your card was declined.' })).toEqual({
      fields: {},
      message: 'Your card was declined.',
    })
  })
})

describe('orderErrors', () => {
  it('never passes a request-schema message on to the shopper', () => {
    expect(
      orderErrors({
        message: 'body/shippingAddress/country must NOT have more than 2 characters',
      }),
    ).toEqual({ fields: {} })
    expect(orderErrors({ message: 'Your card was declined.' })).toEqual({
      fields: {},
      message: 'Your card was declined.',
    })
  })
})

describe('orderBody', () => {
  it('asks for no card when nothing is due', () => {
    expect(orderBody(choices, true, 'key', true).payment).toEqual({ provider: 'offline' })
  })
})
