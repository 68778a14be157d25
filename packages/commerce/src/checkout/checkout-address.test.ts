import { describe, expect, it } from 'vitest'
import {
  validateCheckoutAddress,
  validateCheckoutEmail,
  type CheckoutAddress,
} from './checkout-address.js'

const us: CheckoutAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Brooklyn',
  region: 'NY',
  postalCode: '11201',
  country: 'US',
}

describe('validateCheckoutAddress', () => {
  it('accepts a complete address', () => {
    expect(validateCheckoutAddress(us)).toEqual({})
    expect(validateCheckoutAddress({ ...us, postalCode: '11201-1234' })).toEqual({})
  })

  it('marks every missing required field', () => {
    expect(validateCheckoutAddress({})).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      address1: 'Required',
      city: 'Required',
      country: 'Required',
    })
    expect(validateCheckoutAddress({ ...us, region: ' ', postalCode: '' })).toEqual({
      region: 'Required',
      postalCode: 'Required',
    })
  })

  it('checks postal codes in the US, Canadian and British formats', () => {
    expect(validateCheckoutAddress({ ...us, postalCode: '1120' })).toEqual({
      postalCode: 'Please enter a valid ZIP code.',
    })
    const ca = { ...us, country: 'CA', region: 'ON' }
    expect(validateCheckoutAddress({ ...ca, postalCode: 'k1a 0b1' })).toEqual({})
    expect(validateCheckoutAddress({ ...ca, postalCode: 'D1A 0B1' })).toEqual({
      postalCode: 'Please enter a valid postal code.',
    })
    const gb = { ...us, country: 'GB', region: '' }
    expect(validateCheckoutAddress({ ...gb, postalCode: 'SW1A 1AA' })).toEqual({})
    expect(validateCheckoutAddress({ ...gb, postalCode: 'EC1A1BB' })).toEqual({})
    expect(validateCheckoutAddress({ ...gb, postalCode: '12345' })).toEqual({
      postalCode: 'Please enter a valid postcode.',
    })
  })

  it('needs no postal code where a country has none, nor a region where it has none', () => {
    expect(validateCheckoutAddress({ ...us, country: 'HK', region: '', postalCode: '' })).toEqual(
      {},
    )
    expect(
      validateCheckoutAddress({ ...us, country: 'FR', region: '', postalCode: '75001' }),
    ).toEqual({})
  })

  it('refuses a country that is not a two-letter code', () => {
    expect(validateCheckoutAddress({ ...us, country: 'USA' }).country).toBe(
      'Please choose a country from the list.',
    )
  })
})

describe('checkout email', () => {
  it("follows @atelier/schema's one email rule, 3 to 256 characters", () => {
    expect(validateCheckoutEmail(' ada+cups@bücher.de ')).toEqual({})
    for (const email of ['ada@example', 'a<b@c.d', `${'a'.repeat(251)}@b.com`]) {
      expect(validateCheckoutEmail(email)).toEqual({ email: 'Please enter a valid email address.' })
    }
    expect(validateCheckoutEmail(`${'a'.repeat(250)}@b.com`)).toEqual({}) // 256
    expect(validateCheckoutEmail('')).toEqual({ email: 'Required' })
    expect(validateCheckoutEmail('not an email')).toEqual({
      email: 'Please enter a valid email address.',
    })
    expect(validateCheckoutEmail('ada@example.com')).toEqual({})
  })
})
