import { describe, expect, it } from 'vitest'
import { addressLines, siteDate, subscriptionPriceText } from './order-presentation.js'

describe('order presentation', () => {
  it("writes dates in the site's locale and time zone, never as ISO", () => {
    expect(siteDate('2026-12-24T15:00:00Z', 'en-US', 'America/New_York')).toBe('December 24, 2026')
    expect(siteDate('2026-12-24T23:30:00Z', 'en-GB', 'Asia/Tokyo')).toBe('25 December 2026')
    expect(siteDate('2026-12-24T15:00:00Z', 'en-US', 'Not/A_Zone')).toBe('December 24, 2026')
  })

  it('writes an address as on an envelope, with the country named', () => {
    expect(
      addressLines(
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '1 Main St',
          address2: '',
          city: 'New York',
          region: 'NY',
          postalCode: '10001',
          country: 'US',
        },
        'en-US',
      ),
    ).toEqual(['Ada Lovelace', '1 Main St', 'New York, NY 10001', 'United States'])
    expect(addressLines(null, 'en-US')).toEqual([])
  })

  it('words a subscription price as SPEC §9 does', () => {
    const terms = { amountCents: 2200, currency: 'USD', numBillingCycles: 0 }
    expect(subscriptionPriceText({ ...terms, billingPeriod: { value: 1, unit: 'MONTH' } })).toBe(
      '$22.00 every month',
    )
    expect(
      subscriptionPriceText({
        ...terms,
        billingPeriod: { value: 3, unit: 'MONTH' },
        numBillingCycles: 8,
      }),
    ).toBe('$22.00 every 3 months for 2 years')
  })
})
