const DAY = 86_400_000
const SUNDAY = 0

/** Zero-based day of the year of a wall-clock date. */
export function dayOfYear(wall: Date): number {
  return Math.floor((wall.getTime() - Date.UTC(wall.getUTCFullYear(), 0, 1)) / DAY)
}

/**
 * Week of the year whose weeks start on `firstDay` (0 Sunday, 1 Monday), counting the week that
 * holds 1 January as week 1, also at the end of December.
 */
export function weekOfYear(wall: Date, firstDay: number): number {
  const back = (wall.getUTCDay() - firstDay + 7) % 7
  const weekEnd = new Date(wall.getTime() + (6 - back) * DAY)
  if (weekEnd.getUTCFullYear() > wall.getUTCFullYear()) return 1
  const jan1 = new Date(Date.UTC(wall.getUTCFullYear(), 0, 1)).getUTCDay()
  return Math.floor((dayOfYear(wall) + ((jan1 - firstDay + 7) % 7)) / 7) + 1
}

/** ISO 8601 week number and week-based year (weeks start on Monday; week 1 holds a Thursday). */
export function isoWeek(wall: Date): { week: number; year: number } {
  const weekday = wall.getUTCDay() === SUNDAY ? 7 : wall.getUTCDay()
  const thursday = new Date(wall.getTime() + (4 - weekday) * DAY)
  const year = thursday.getUTCFullYear()
  return { week: Math.floor(dayOfYear(thursday) / 7) + 1, year }
}
