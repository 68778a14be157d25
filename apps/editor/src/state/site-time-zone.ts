import { useContext } from 'react'
import { SessionContext } from '../shell/session-context.js'

/** SPEC §9 and DESIGN: a site without a time zone of its own keeps New York time. */
export const DEFAULT_TIME_ZONE = 'America/New_York'

/** The zone the owner enters and reads the site's dates and times in. */
export function useSiteTimeZone(): string {
  return useContext(SessionContext)?.website.timeZone ?? DEFAULT_TIME_ZONE
}

function wallClock(instant: Date, timeZone: string): number {
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

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone) - Math.floor(instant.getTime() / 1000) * 1000
}

/** A `datetime-local` value (`2026-05-01T09:30`) showing an ISO instant on the site's clock. */
export function toZonedInput(iso: string | undefined, timeZone: string): string {
  if (!iso) return ''
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return ''
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 16)
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
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at the guess, then again at the result, settles days that change offset.
  const first = asUtc - offsetMs(new Date(asUtc), timeZone)
  return new Date(asUtc - offsetMs(new Date(first), timeZone)).toISOString()
}
