import { describe, expect, it } from 'vitest'
import { addressLines } from './address-lines.js'

const base = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St' }

describe('addressLines', () => {
  it('writes a US town line as "Bath, ME 04530", and the country by its name', () => {
    expect(
      addressLines({ ...base, city: 'Bath', region: 'ME', postalCode: '04530', country: 'US' }),
    ).toEqual(['Ada Lovelace', '1 Main St', 'Bath, ME 04530', 'United States'])
  })

  it('puts the postal code first where the country does (Germany)', () => {
    expect(
      addressLines({
        ...base,
        address1: 'Hauptstr. 5',
        city: 'Berlin',
        postalCode: '10115',
        country: 'DE',
      }),
    ).toEqual(['Ada Lovelace', 'Hauptstr. 5', '10115 Berlin', 'Germany'])
  })

  it('keeps the second street line under the first, and the phone last', () => {
    expect(
      addressLines({
        ...base,
        address2: 'Apt 4',
        city: 'New York',
        region: 'NY',
        postalCode: '10001',
        country: 'US',
        phone: '555 0100',
      }),
    ).toEqual([
      'Ada Lovelace',
      '1 Main St',
      'Apt 4',
      'New York, NY 10001',
      'United States',
      '555 0100',
    ])
  })
})
