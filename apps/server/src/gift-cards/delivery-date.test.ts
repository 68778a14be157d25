import { describe, expect, it } from 'vitest'
import { deliveryDate } from './delivery-date.js'

const now = new Date('2026-11-21T10:00:00.000Z')

describe('deliveryDate', () => {
  it('reads a date alone as the start of that day in the site time zone (New York by default)', () => {
    expect(deliveryDate('2026-12-24', undefined, now)?.toISOString()).toBe(
      '2026-12-24T05:00:00.000Z',
    )
    expect(deliveryDate('2026-12-24', 'America/New_York', now)?.toISOString()).toBe(
      '2026-12-24T05:00:00.000Z',
    )
    expect(deliveryDate('2026-12-24', 'Europe/Paris', now)?.toISOString()).toBe(
      '2026-12-23T23:00:00.000Z',
    )
    expect(deliveryDate('2026-12-24', 'Asia/Tokyo', now)?.toISOString()).toBe(
      '2026-12-23T15:00:00.000Z',
    )
  })

  it('follows daylight saving time on the chosen day', () => {
    expect(deliveryDate('2027-07-04', 'America/New_York', now)?.toISOString()).toBe(
      '2027-07-04T04:00:00.000Z',
    )
    // The day the clocks go forward in New York (2 a.m. skipped): midnight is still EST.
    expect(deliveryDate('2027-03-14', 'America/New_York', now)?.toISOString()).toBe(
      '2027-03-14T05:00:00.000Z',
    )
  })

  it('takes a full timestamp as given and falls back to New York for an unknown zone', () => {
    expect(deliveryDate('2026-12-24T09:00:00.000Z', 'Asia/Tokyo', now)?.toISOString()).toBe(
      '2026-12-24T09:00:00.000Z',
    )
    expect(deliveryDate('2026-12-24', 'Nowhere/Else', now)?.toISOString()).toBe(
      '2026-12-24T05:00:00.000Z',
    )
  })

  it('sends at once for no date, an unreadable one, or today and earlier', () => {
    expect(deliveryDate(undefined, undefined, now)).toBeUndefined()
    expect(deliveryDate('someday', undefined, now)).toBeUndefined()
    expect(deliveryDate('2027-02-30', undefined, now)).toBeUndefined()
    // 00:00 today in New York has already passed at 10:00 UTC.
    expect(deliveryDate('2026-11-21', undefined, now)).toBeUndefined()
    expect(deliveryDate('2026-11-22', undefined, now)?.toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    )
  })
})
