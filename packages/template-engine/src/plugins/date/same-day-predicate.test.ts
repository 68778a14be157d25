import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const test = (event: unknown, timeZone?: string): string =>
  compile('{.section e}{.same-day?}yes{.or}no{.end}{.end}').render({
    e: event,
    website: timeZone ? { timeZone } : {},
  }).output

describe('same-day?', () => {
  it('compares calendar days in UTC, as the reference does', () => {
    const start = Date.UTC(2013, 10, 15, 12, 30)
    expect(test({ startDate: start, endDate: start + 3_600_000 })).toBe('yes')
    expect(test({ startDate: start, endDate: start - 86_400_000 })).toBe('no')
    // 23:30 and 00:30 UTC are two days, whatever the site's time zone.
    const evening = Date.UTC(2013, 10, 15, 23, 30)
    expect(test({ startDate: evening, endDate: evening + 3_600_000 })).toBe('no')
    expect(test({ startDate: evening, endDate: evening + 3_600_000 }, 'UTC')).toBe('no')
  })

  it('reads a missing date as the epoch', () => {
    expect(test({ startDate: 1 })).toBe('yes')
    expect(test({ startDate: Date.UTC(2013, 10, 15) })).toBe('no')
  })
})
