import uPlot from 'uplot'

/**
 * The x value of each site day (`YYYY-MM-DD`, a day in the site's time zone as the dashboard
 * counted it): noon UTC, in seconds, as uPlot takes time.
 */
export function dayTimes(days: readonly string[]): number[] {
  return days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000)
}

/**
 * The date uPlot reads an x value's labels from (its `tzDate`). Read back in UTC, noon UTC stays
 * the site's day in any browser's zone; read in the browser's zone it would be the next day in
 * Kiritimati and the day before in Pago Pago.
 */
export function axisDate(time: number): Date {
  return uPlot.tzDate(new Date(time * 1000), 'Etc/UTC')
}
