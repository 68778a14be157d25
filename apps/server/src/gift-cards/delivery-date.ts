const defaultTimeZone = 'America/New_York'
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
      : startOfDayIn(Number(day[1]), Number(day[2]), Number(day[3]), zoneOrDefault(timeZone))
  return Number.isNaN(date.getTime()) || date <= now ? undefined : date
}

function zoneOrDefault(timeZone: string | undefined): string {
  if (timeZone === undefined || timeZone === '') return defaultTimeZone
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  } catch {
    return defaultTimeZone
  }
}

/** 00:00 on that calendar day in `timeZone`, as an instant. */
function startOfDayIn(year: number, month: number, day: number, timeZone: string): Date {
  const wallClock = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 2026-02-30 over into March; such a day does not exist.
  if (new Date(wallClock).getUTCDate() !== day) return new Date(Number.NaN)
  // The zone's offset at the guess, then again at the result, settles days that change offset.
  const first = wallClock - offsetMs(new Date(wallClock), timeZone)
  return new Date(wallClock - offsetMs(new Date(first), timeZone))
}

/** How far the zone's wall clock is ahead of UTC at `instant`. */
function offsetMs(instant: Date, timeZone: string): number {
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
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  )
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}
