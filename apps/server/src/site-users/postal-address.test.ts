import { describe, expect, it } from 'vitest'
import { postalAddressLines } from './postal-address.js'

const ada = { firstName: 'Ada', lastName: 'Lovelace' }

describe('postalAddressLines', () => {
  it('writes a United States address with the state and ZIP code after the city', () => {
    expect(
      postalAddressLines(
        {
          ...ada,
          address1: '1 Main St',
          address2: 'Apt 4',
          city: 'New York',
          region: 'NY',
          postalCode: '10001',
          country: 'US',
        },
        'en-US',
      ),
    ).toEqual(['Ada Lovelace', '1 Main St', 'Apt 4', 'New York, NY 10001', 'United States'])
  })

  it('puts the postal code before the town in France and Germany', () => {
    expect(
      postalAddressLines(
        { ...ada, address1: '12 Rue de Rivoli', city: 'Paris', postalCode: '75001', country: 'FR' },
        'fr-FR',
      ),
    ).toEqual(['Ada Lovelace', '12 Rue de Rivoli', '75001 Paris', 'France'])
    expect(
      postalAddressLines(
        { ...ada, address1: 'Hauptstr. 5', city: 'Berlin', postalCode: '10115', country: 'DE' },
        'de-DE',
      ),
    ).toEqual(['Ada Lovelace', 'Hauptstr. 5', '10115 Berlin', 'Deutschland'])
  })

  it('gives a British postcode its own line, and ends with the phone number', () => {
    expect(
      postalAddressLines(
        {
          ...ada,
          address1: '10 Downing Street',
          city: 'London',
          postalCode: 'SW1A 2AA',
          country: 'GB',
          phone: '+44 20 7946 0000',
        },
        'en-GB',
      ),
    ).toEqual([
      'Ada Lovelace',
      '10 Downing Street',
      'London',
      'SW1A 2AA',
      'United Kingdom',
      '+44 20 7946 0000',
    ])
  })
})
