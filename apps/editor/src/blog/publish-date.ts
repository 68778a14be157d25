import { fromZonedInput, toZonedInput } from '../state/site-time-zone.js'
import { editorStrings } from '../strings.js'

/** Now, as a `datetime-local` value on the site's clock: the date a post published undated gets. */
export function nowOnSiteClock(timeZone: string, now: Date): string {
  return toZonedInput(now.toISOString(), timeZone)
}

/**
 * Why a publish date cannot be kept, or null when it can (or is empty): the server refuses a date
 * outside the years 1000 to 9999 with the same words.
 */
export function publishDateProblem(value: string, timeZone: string): string | null {
  if (value === '') return null
  const iso = fromZonedInput(value, timeZone)
  const year = iso === undefined ? NaN : new Date(iso).getUTCFullYear()
  return Number.isFinite(year) && year >= 1000 && year <= 9999 ? null : editorStrings.impossibleDate
}
