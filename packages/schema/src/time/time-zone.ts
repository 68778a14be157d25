import { DEFAULT_TIME_ZONE } from '../core/limits.js'

/** The site's zone when it is a zone Intl knows; otherwise SPEC §9's default, New York. */
export function timeZoneOrDefault(timeZone: string | undefined | null): string {
  if (timeZone === undefined || timeZone === null || timeZone === '') return DEFAULT_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return DEFAULT_TIME_ZONE
  }
}

/** What the zone's wall clock reads at `instant`, as if that reading were UTC (whole seconds). */
export function wallClockMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value ?? 0)
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return wallClockMs(instant, timeZone) - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * The instant at which the zone's wall clock reads `wallClock` (a reading expressed as UTC
 * milliseconds, e.g. `Date.UTC(2026, 11, 24, 9, 30)`). A time skipped by a clock change moves on
 * by the change, as clocks do.
 */
export function instantOfWallClock(wallClock: number, timeZone: string): Date {
  // The zone's offset at the guess, then again at the result, settles days that change offset.
  const first = wallClock - zoneOffsetMs(new Date(wallClock), timeZone)
  const second = wallClock - zoneOffsetMs(new Date(first), timeZone)
  if (wallClockMs(new Date(second), timeZone) === wallClock) return new Date(second)
  // No instant reads this (the hour a spring-forward skips): the later guess is the reading
  // carried past the jump.
  return new Date(Math.max(first, second))
}
