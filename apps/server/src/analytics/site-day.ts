import { timeZoneOrDefault } from '@atelier/schema'

const formatters = new Map<string, Intl.DateTimeFormat>()
const lastDays = new Map<string, { minute: number; day: string }>()

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? ''
  let formatter = formatters.get(key)
  if (formatter === undefined) {
    // A missing zone, or one the runtime does not know, counts as the SPEC default.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZoneOrDefault(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * The calendar day (YYYY-MM-DD) of `at` in the site's time zone (SPEC's default when it has none):
 * what the dashboard groups by.
 */
export function siteDay(at: Date, timeZone: string | undefined): string {
  // Zones move by whole minutes, so a day found for one minute holds for all of it: every hit of
  // that minute skips the Intl formatting.
  const minute = Math.floor(at.getTime() / 60_000)
  const key = timeZone ?? ''
  const known = lastDays.get(key)
  if (known !== undefined && known.minute === minute) return known.day
  // en-CA formats dates as YYYY-MM-DD.
  const day = formatterFor(timeZone).format(at)
  if (lastDays.size >= 1_000) lastDays.clear()
  lastDays.set(key, { minute, day })
  return day
}

/** The day `days` after `day` (negative for before), in calendar arithmetic. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  )
}
