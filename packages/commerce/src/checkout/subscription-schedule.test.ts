import { describe, expect, it } from 'vitest'
import {
  RENEWAL_RETRY_DAYS,
  isFinalCycle,
  nextBillingDate,
  pastDueCancelAt,
  renewalRetryAt,
} from './subscription-schedule.js'

const iso = (d: Date | null) => d?.toISOString().slice(0, 10)
const monthly = { value: 1, unit: 'MONTH' } as const

describe('nextBillingDate', () => {
  it('bills on the start for cycle 0', () => {
    const start = new Date('2026-03-10T15:30:00.000Z')
    expect(nextBillingDate(start, monthly, 0).toISOString()).toBe(start.toISOString())
  })

  it('clamps month ends: 31 January bills 28 February, then 31 March again', () => {
    const start = new Date('2026-01-31T09:00:00.000Z')
    expect(nextBillingDate(start, monthly, 1).toISOString()).toBe('2026-02-28T09:00:00.000Z')
    expect(iso(nextBillingDate(start, monthly, 2))).toBe('2026-03-31')
    expect(iso(nextBillingDate(start, monthly, 3))).toBe('2026-04-30')
  })

  it('uses 29 February in a leap year', () => {
    expect(iso(nextBillingDate(new Date('2028-01-31T00:00:00Z'), monthly, 1))).toBe('2028-02-29')
  })

  it('clamps a 29 February start in the yearly plan to 28 February', () => {
    const start = new Date('2028-02-29T00:00:00Z')
    expect(iso(nextBillingDate(start, { value: 1, unit: 'YEAR' }, 1))).toBe('2029-02-28')
    expect(iso(nextBillingDate(start, { value: 1, unit: 'YEAR' }, 4))).toBe('2032-02-29')
  })

  it('counts weeks and multi-unit periods, across year ends', () => {
    const start = new Date('2026-12-28T00:00:00Z')
    expect(iso(nextBillingDate(start, { value: 2, unit: 'WEEK' }, 1))).toBe('2027-01-11')
    expect(iso(nextBillingDate(start, { value: 3, unit: 'MONTH' }, 2))).toBe('2027-06-28')
  })

  it('refuses a negative cycle or an empty period', () => {
    expect(() => nextBillingDate(new Date(0), monthly, -1)).toThrow(RangeError)
    expect(() => nextBillingDate(new Date(0), { value: 0, unit: 'WEEK' }, 1)).toThrow(RangeError)
  })
})

describe('isFinalCycle', () => {
  it('is final once the billed cycles reach the plan', () => {
    expect(isFinalCycle(3, 2)).toBe(false)
    expect(isFinalCycle(3, 3)).toBe(true)
  })

  it('is never final for a plan billed until cancelled (0)', () => {
    expect(isFinalCycle(0, 1000)).toBe(false)
  })
})

describe('renewal retries', () => {
  it('retries 1, 3 and 7 days after the due date, then stops', () => {
    const due = new Date('2026-05-01T00:00:00Z')
    expect(RENEWAL_RETRY_DAYS).toEqual([1, 3, 7])
    expect([1, 2, 3, 4].map((n) => iso(renewalRetryAt(due, n)))).toEqual([
      '2026-05-02',
      '2026-05-04',
      '2026-05-08',
      undefined,
    ])
  })
})

describe('pastDueCancelAt', () => {
  it('cancels a week after the last retry (14 days after the due date)', () => {
    expect(iso(pastDueCancelAt(new Date('2026-05-01T09:00:00.000Z')))).toBe('2026-05-15')
  })
})
