import { describe, expect, it } from 'vitest'
import {
  installmentBadge,
  installmentLocale,
  installmentProvider,
  installmentProviderName,
  type InstallmentInput,
} from './installments.js'

const base: InstallmentInput = {
  amount: { minor: 10000, currency: 'USD' },
  minCents: 3500,
  maxCents: 100000,
  productTypes: [1],
  afterPayAvailable: true,
  stripeAccountCountry: 'US',
}

describe('installmentBadge', () => {
  it('splits an in-range amount into 4 installments', () => {
    expect(installmentBadge(base)).toEqual({
      shown: true,
      locale: 'en_US',
      provider: 'afterpay',
      inRange: true,
      installments: 4,
      installmentCents: 2500,
    })
  })

  it('rounds each installment to a whole cent', () => {
    expect(installmentBadge({ ...base, amount: { minor: 10001, currency: 'USD' } })).toMatchObject({
      installmentCents: 2500,
    })
    expect(installmentBadge({ ...base, amount: { minor: 10002, currency: 'USD' } })).toMatchObject({
      installmentCents: 2501,
    })
  })

  it('is out of range at exactly the minimum', () => {
    expect(installmentBadge({ ...base, amount: { minor: 3500, currency: 'USD' } })).toMatchObject({
      inRange: false,
      text: 'available for orders over $35.00',
    })
    expect(installmentBadge({ ...base, amount: { minor: 3501, currency: 'USD' } })).toMatchObject({
      inRange: true,
    })
  })

  it('is in range at exactly the maximum and out of range above it', () => {
    expect(installmentBadge({ ...base, amount: { minor: 100000, currency: 'USD' } })).toMatchObject(
      {
        inRange: true,
        installmentCents: 25000,
      },
    )
    expect(installmentBadge({ ...base, amount: { minor: 100001, currency: 'USD' } })).toMatchObject(
      {
        inRange: false,
        text: 'available for orders up to $1,000.00',
      },
    )
  })

  it('uses the amounts the server printed, when given', () => {
    const printed = { installment: '25,00 €', min: '35,00 €', max: '1.000,00 €' }
    expect(installmentBadge({ ...base, printed })).toMatchObject({
      installmentCents: 2500,
      installmentText: '25,00 €',
    })
    const over = { minor: 100001, currency: 'USD' } as const
    expect(installmentBadge({ ...base, amount: over, printed })).toMatchObject({
      text: 'available for orders up to 1.000,00 €',
    })
    const under = { minor: 100, currency: 'USD' } as const
    expect(installmentBadge({ ...base, amount: under, printed })).toMatchObject({
      text: 'available for orders over 35,00 €',
    })
  })

  it('is offered only when every item is physical', () => {
    for (const productTypes of [[2], [1, 3], [1, 4], [5], []]) {
      expect(installmentBadge({ ...base, productTypes })).toEqual({
        shown: false,
        reason: 'not-physical',
      })
    }
  })

  it('is not offered when the provider is off or the country unsupported', () => {
    expect(installmentBadge({ ...base, afterPayAvailable: false })).toEqual({
      shown: false,
      reason: 'unavailable',
    })
    expect(installmentBadge({ ...base, stripeAccountCountry: 'FR' })).toEqual({
      shown: false,
      reason: 'unsupported-country',
    })
  })

  it('uses Clearpay wording in Great Britain', () => {
    expect(
      installmentBadge({
        ...base,
        amount: { minor: 10000, currency: 'GBP' },
        stripeAccountCountry: 'GB',
      }),
    ).toMatchObject({
      locale: 'en_GB',
      provider: 'clearpay',
    })
  })
})

describe('installmentLocale', () => {
  it('defaults to the country first language', () => {
    expect(installmentLocale('US')).toBe('en_US')
    expect(installmentLocale('CA')).toBe('en_CA')
    expect(installmentLocale('AU', 'de')).toBe('en_AU')
    expect(installmentLocale('NZ')).toBe('en_NZ')
    expect(installmentLocale('GB')).toBe('en_GB')
  })

  it("uses the shopper's language when the country offers it", () => {
    expect(installmentLocale('CA', 'fr')).toBe('fr_CA')
    expect(installmentLocale('CA', 'fr-CA')).toBe('fr_CA')
    expect(installmentLocale('US', 'fr')).toBe('en_US')
  })

  it('counts the US territories as the US', () => {
    for (const territory of ['PR', 'GU', 'VI', 'MP', 'AS', 'UM']) {
      expect(installmentLocale(territory)).toBe('en_US')
    }
  })

  it('has nothing for other countries', () => {
    expect(installmentLocale('DE')).toBeUndefined()
  })
})

describe('installmentProvider', () => {
  it('names Afterpay or Clearpay by locale', () => {
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) {
      expect(installmentProvider(locale)).toBe('afterpay')
    }
    expect(installmentProvider('en_GB')).toBe('clearpay')
    expect(installmentProviderName('clearpay')).toBe('Clearpay')
    expect(installmentProviderName('afterpay')).toBe('Afterpay')
    expect(installmentProvider('fr_FR')).toBeUndefined()
  })
})
