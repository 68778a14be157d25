import { describe, expect, it } from 'vitest'
import { klarnaOffer, klarnaTakes } from './klarna.js'
import { stripeMethodTypes } from './stripe-method-types.js'

const on = (accountCountry: string | null, currency: string) =>
  klarnaOffer({ stripeConnected: true, enabled: true, accountCountry, currency })

describe('Klarna offer', () => {
  it('needs Stripe connected, the owner’s switch on and the account’s country known', () => {
    const base = { accountCountry: 'US', currency: 'USD' }
    expect(klarnaOffer({ ...base, stripeConnected: false, enabled: true })).toBeUndefined()
    expect(klarnaOffer({ ...base, stripeConnected: true, enabled: false })).toBeUndefined()
    expect(on(null, 'USD')).toBeUndefined()
    expect(on('US', 'usd')).toEqual({ currency: 'USD', shopperCountries: ['US'] })
  })

  it('outside Europe: the account’s own country in its own currency only', () => {
    expect(on('AU', 'AUD')).toEqual({ currency: 'AUD', shopperCountries: ['AU'] })
    expect(on('CA', 'CAD')?.shopperCountries).toEqual(['CA'])
    expect(on('NZ', 'NZD')?.shopperCountries).toEqual(['NZ'])
    // A US merchant cannot present euros to a German buyer.
    expect(on('US', 'EUR')).toBeUndefined()
    expect(on('AU', 'USD')).toBeUndefined()
  })

  it('in Europe: every European customer country that pays in the store currency', () => {
    expect(on('SE', 'EUR')?.shopperCountries).toEqual([
      'AT',
      'BE',
      'DE',
      'ES',
      'FI',
      'FR',
      'GR',
      'IE',
      'IT',
      'NL',
      'PT',
    ])
    expect(on('DE', 'GBP')?.shopperCountries).toEqual(['GB'])
    expect(on('GB', 'SEK')?.shopperCountries).toEqual(['SE'])
    expect(on('EE', 'CHF')?.shopperCountries).toEqual(['CH'])
    // A European account cannot take dollars through Klarna.
    expect(on('FR', 'USD')).toBeUndefined()
  })

  it('refuses currencies and accounts Klarna does not know', () => {
    expect(on('US', 'JPY')).toBeUndefined()
    expect(on('JP', 'JPY')).toBeUndefined()
    expect(on('BR', 'USD')).toBeUndefined()
  })

  it('takes a shopper only from a listed country', () => {
    const offer = on('NL', 'EUR')
    expect(klarnaTakes(offer, 'de')).toBe(true)
    expect(klarnaTakes(offer, 'GB')).toBe(false)
    expect(klarnaTakes(offer, undefined)).toBe(false)
    expect(klarnaTakes(undefined, 'DE')).toBe(false)
  })
})

describe('Stripe payment method types of a payment', () => {
  const settings = { afterpayClearpay: true, klarna: true, accountCountry: 'US' }
  const payment = { currency: 'USD', amountCents: 4200, shopperCountry: 'US', hasShipping: true }

  it('offers the card always, Afterpay and Klarna where allowed', () => {
    expect(stripeMethodTypes(settings, payment)).toEqual(['card', 'afterpay_clearpay', 'klarna'])
    expect(
      stripeMethodTypes({ afterpayClearpay: false, klarna: false, accountCountry: 'US' }, payment),
    ).toEqual(['card'])
  })

  it('keeps Afterpay to shipped orders within its limits', () => {
    expect(stripeMethodTypes(settings, { ...payment, hasShipping: false })).toEqual([
      'card',
      'klarna',
    ])
    expect(stripeMethodTypes(settings, { ...payment, amountCents: 400_001 })).toEqual([
      'card',
      'klarna',
    ])
  })

  it('keeps Klarna to the shopper countries the account and currency allow', () => {
    expect(stripeMethodTypes(settings, { ...payment, shopperCountry: 'CA' })).toEqual([
      'card',
      'afterpay_clearpay',
    ])
    expect(stripeMethodTypes(settings, { ...payment, shopperCountry: undefined })).toEqual([
      'card',
      'afterpay_clearpay',
    ])
  })
})
