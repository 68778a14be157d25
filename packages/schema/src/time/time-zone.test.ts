import { describe, expect, it } from 'vitest'
import { instantOfWallClock, timeZoneOrDefault, wallClockMs, zoneOffsetMs } from './time-zone.js'

describe('time zones', () => {
  it('falls back to New York for a missing or unknown zone', () => {
    expect(timeZoneOrDefault(undefined)).toBe('America/New_York')
    expect(timeZoneOrDefault('')).toBe('America/New_York')
    expect(timeZoneOrDefault('Mars/Olympus')).toBe('America/New_York')
    expect(timeZoneOrDefault('Europe/Oslo')).toBe('Europe/Oslo')
  })

  it('reads the wall clock and the offset of a zone at an instant', () => {
    const instant = new Date('2026-12-24T12:00:00.000Z')
    expect(new Date(wallClockMs(instant, 'America/New_York')).toISOString()).toBe(
      '2026-12-24T07:00:00.000Z',
    )
    expect(zoneOffsetMs(instant, 'America/New_York')).toBe(-5 * 3600_000)
    expect(zoneOffsetMs(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-4 * 3600_000)
  })

  it('finds the instant of a wall-clock reading, across a clock change', () => {
    expect(instantOfWallClock(Date.UTC(2026, 11, 24), 'America/New_York').toISOString()).toBe(
      '2026-12-24T05:00:00.000Z',
    )
    // 02:30 on 8 March 2026 does not exist in New York; clocks jump from 02:00 to 03:00.
    expect(instantOfWallClock(Date.UTC(2026, 2, 8, 2, 30), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    )
  })
})
