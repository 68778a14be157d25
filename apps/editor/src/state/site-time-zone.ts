import { DEFAULT_TIME_ZONE, instantOfWallClock, wallClockMs } from '@atelier/schema'
import { useContext } from 'react'
import { SessionContext } from '../shell/session-context.js'

/** The zone the owner enters and reads the site's dates and times in. */
export function useSiteTimeZone(): string {
  return useContext(SessionContext)?.website.timeZone ?? DEFAULT_TIME_ZONE
}

/** A `datetime-local` value (`2026-05-01T09:30`) showing an ISO instant on the site's clock. */
export function toZonedInput(iso: string | undefined, timeZone: string): string {
  if (!iso) return ''
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 16)
}

/**
 * The instant a `datetime-local` value names on the site's clock, as ISO; undefined when the value
 * is not a date and time. A time skipped by a clock change moves on by the change, as clocks do.
 */
export function fromZonedInput(value: string, timeZone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  return instantOfWallClock(Date.UTC(year, month - 1, day, hour, minute), timeZone).toISOString()
}
