import { describe, expect, it } from 'vitest'
import { subscriptionDuration, subscriptionWording } from './subscription-wording.js'

const plan = (unit: string, value: number, numBillingCycles = 0) => ({
  billingPeriod: { unit, value },
  numBillingCycles,
})

describe('subscriptionWording', () => {
  it('words plans billed until cancelled', () => {
    expect(subscriptionWording('$100.00', plan('WEEK', 1))).toBe('$100.00 every week')
    expect(subscriptionWording('$100.00', plan('WEEK', 2))).toBe('$100.00 every 2 weeks')
    expect(subscriptionWording('$100.00', plan('MONTH', 1))).toBe('$100.00 every month')
    expect(subscriptionWording('$100.00', plan('MONTH', 3))).toBe('$100.00 every 3 months')
    expect(subscriptionWording('$100.00', plan('YEAR', 1))).toBe('$100.00 every year')
  })

  it('adds the total length of a plan with a fixed number of cycles', () => {
    expect(subscriptionWording('100.00', plan('WEEK', 1, 6))).toBe('100.00 every week for 6 weeks')
    expect(subscriptionWording('100.00', plan('WEEK', 2, 6))).toBe(
      '100.00 every 2 weeks for 12 weeks',
    )
    expect(subscriptionWording('100.00', plan('MONTH', 1, 6))).toBe(
      '100.00 every month for 6 months',
    )
    expect(subscriptionWording('100.00', plan('MONTH', 2, 7))).toBe(
      '100.00 every 2 months for 14 months',
    )
    expect(subscriptionWording('100.00', plan('WEEK', 1, 1))).toBe('100.00 every week for 1 week')
  })

  it('converts whole years: 52 weeks or 12 months to the year', () => {
    expect(subscriptionWording('100.00', plan('WEEK', 2, 26))).toBe(
      '100.00 every 2 weeks for 1 year',
    )
    expect(subscriptionWording('100.00', plan('MONTH', 1, 36))).toBe(
      '100.00 every month for 3 years',
    )
    expect(subscriptionWording('100.00', plan('MONTH', 3, 8))).toBe(
      '100.00 every 3 months for 2 years',
    )
    expect(subscriptionWording('100.00', plan('WEEK', 1, 53))).toBe(
      '100.00 every week for 53 weeks',
    )
    expect(subscriptionWording('100.00', plan('YEAR', 1, 2))).toBe('100.00 every year for 2 years')
  })

  it("falls back to 'Unavailable' without a usable plan", () => {
    expect(subscriptionWording('$1.00', undefined)).toBe('Unavailable')
    expect(subscriptionWording('$1.00', { numBillingCycles: 2 })).toBe('Unavailable')
    expect(subscriptionWording('$1.00', plan('DAY', 1))).toBe('Unavailable')
    expect(subscriptionWording('$1.00', plan('WEEK', 0))).toBe('Unavailable')
    expect(
      subscriptionWording('$1.00', null, { productPriceUnavailable: 'Localized: Unavailable' }),
    ).toBe('Localized: Unavailable')
  })

  it('takes a site translation by key', () => {
    expect(
      subscriptionWording('100.00', plan('WEEK', 1, 8), {
        productPrice__singlePrice__1Weekly__limited__nWeeks:
          '{price} every week Super Translated for {duration} weeks',
      }),
    ).toBe('100.00 every week Super Translated for 8 weeks')
    expect(
      subscriptionWording('100.00', plan('WEEK', 5), {
        productPrice__singlePrice__nWeekly__indefinite:
          '{price} every {billingPeriodValue} months Other',
      }),
    ).toBe('100.00 every 5 months Other')
  })
})

describe('subscriptionDuration', () => {
  it('is undefined for a plan billed until cancelled', () => {
    expect(subscriptionDuration(plan('MONTH', 1, 0))).toBeUndefined()
    expect(subscriptionDuration(plan('MONTH', 1, 24))).toEqual({ unit: 'YEAR', count: 2 })
  })
})
