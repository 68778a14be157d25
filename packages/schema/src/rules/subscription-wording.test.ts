import { describe, expect, it } from 'vitest'
import { planDuration, subscriptionWording } from './subscription-wording.js'

describe('subscription wording (SPEC §9)', () => {
  it('keys, words and fills a plan the same for checkout and the storefront', () => {
    expect(subscriptionWording({ periodValue: 1, periodUnit: 'MONTH', cycles: 0 })).toEqual({
      key: 'productPrice__singlePrice__1Monthly__indefinite',
      english: '{price} every month',
      values: { billingPeriodValue: 1, duration: 0 },
    })
    expect(subscriptionWording({ periodValue: 3, periodUnit: 'MONTH', cycles: 8 }, true)).toEqual({
      key: 'productPrice__multiplePrices__nMonthly__limited__nYears',
      english: 'from {price} every {billingPeriodValue} months for {duration} years',
      values: { billingPeriodValue: 3, duration: 2 },
    })
    expect(subscriptionWording({ periodValue: 1, periodUnit: 'WEEK', cycles: 52 }).key).toBe(
      'productPrice__singlePrice__1Weekly__limited__1Year',
    )
  })

  it('counts durations in years when whole', () => {
    expect(planDuration({ periodValue: 2, periodUnit: 'WEEK', cycles: 26 })).toEqual({
      unit: 'YEAR',
      count: 1,
    })
    expect(planDuration({ periodValue: 1, periodUnit: 'WEEK', cycles: 53 })).toEqual({
      unit: 'WEEK',
      count: 53,
    })
    expect(planDuration({ periodValue: 1, periodUnit: 'MONTH', cycles: 0 })).toBeUndefined()
  })
})
