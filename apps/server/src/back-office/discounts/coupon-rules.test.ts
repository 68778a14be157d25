import type { StoreCoupon } from '@atelier/commerce'
import { describe, expect, it } from 'vitest'
import {
  couponFromBody,
  couponProblem,
  couponStatus,
  couponVersion,
  storedCoupon,
} from './coupon-rules.js'

const base: StoreCoupon = { code: 'spring', kind: 'percentage', percentBasisPoints: 1000 }

describe('coupon rules', () => {
  it('accepts a consistent coupon and stores its code upper-cased', () => {
    expect(couponProblem(base)).toBeUndefined()
    expect(storedCoupon(base).code).toBe('SPRING')
  })

  it('refuses missing values, inverted dates and an empty scope', () => {
    expect(couponProblem({ code: 'X', kind: 'fixed-amount', amountCents: 0 })).toMatch(/amount/)
    expect(couponProblem({ ...base, startsAt: 10, endsAt: 5 })).toMatch(/after the start/)
    expect(couponProblem({ ...base, scope: { kind: 'categories', categoryIds: [] } })).toMatch(
      /at least one/,
    )
  })

  it('makes a body into a coupon of its kind, or says what the kind lacks', () => {
    expect(couponFromBody({ code: 'X', kind: 'percentage' })).toMatch(/percentage/)
    expect(couponFromBody({ code: 'X', kind: 'fixed-amount' })).toMatch(/amount/)
    expect(couponFromBody({ ...base, scope: { kind: 'products' } })).toMatch(/at least one/)
    expect(couponFromBody({ ...base, scope: { kind: 'products', itemIds: ['a'] } })).toEqual({
      ...base,
      scope: { kind: 'products', itemIds: ['a'] },
    })
    expect(couponFromBody({ code: 'X', kind: 'free-shipping' })).toEqual({
      code: 'X',
      kind: 'free-shipping',
    })
  })

  it('tells scheduled, active, used-up and expired apart', () => {
    expect(couponStatus({ ...base, startsAt: 200 }, 0, 100)).toBe('scheduled')
    expect(couponStatus(base, 5, 100)).toBe('active')
    expect(couponStatus({ ...base, usageLimit: 5 }, 5, 100)).toBe('used-up')
    expect(couponStatus({ ...base, endsAt: 100 }, 0, 100)).toBe('expired')
  })

  it('versions change with the coupon', () => {
    expect(couponVersion(base)).not.toBe(couponVersion({ ...base, percentBasisPoints: 2000 }))
  })
})
