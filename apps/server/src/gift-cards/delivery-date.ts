import { instantOfWallClock, timeZoneOrDefault } from '@atelier/schema'

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * When a gift card chosen for a delivery date is sent. A date alone (`2026-12-24`) means the start
 * of that day where the shop is (the site's time zone), not midnight UTC — which in New York would
 * be the evening before. A full timestamp is taken as given. Undefined means "send now": no date,
 * an unreadable one, or one already past.
 */
export function deliveryDate(
  value: string | undefined,
  timeZone: string | undefined,
  now: Date,
): Date | undefined {
  if (value === undefined) return undefined
  const day = dateOnly.exec(value)
  const date =
    day === null
      ? new Date(value)
      : startOfDayIn(Number(day[1]), Number(day[2]), Number(day[3]), timeZoneOrDefault(timeZone))
  return Number.isNaN(date.getTime()) || date <= now ? undefined : date
}

/** 00:00 on that calendar day in `timeZone`, as an instant. */
function startOfDayIn(year: number, month: number, day: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 2026-02-30 over into March; such a day does not exist.
  if (new Date(wallClock).getUTCDate() !== day) return new Date(Number.NaN)
  return instantOfWallClock(wallClock, timeZone)
}
