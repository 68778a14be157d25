import { addDays, daysBetween } from './site-day.js'

export const rangeNames = ['today', '7d', '30d', '90d', '12m', 'custom'] as const
export type RangeName = (typeof rangeNames)[number]

export interface DayRange {
  from: string
  to: string
  /** The period of the same length just before, for the change figures. */
  previousFrom: string
  previousTo: string
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const maxCustomDays = 731

/**
 * A dashboard range as days in the site's time zone, `today` being the site's current day:
 * `7d`, `30d` and `90d` end today, `12m` starts the day after the same date a year ago, `custom`
 * takes `from` and `to` (at most two years). Undefined when the input is not a valid range.
 */
export function dayRange(
  name: string,
  today: string,
  custom: { from?: string; to?: string } = {},
): DayRange | undefined {
  let from: string
  let to = today
  switch (name) {
    case 'today':
      from = today
      break
    case '7d':
      from = addDays(today, -6)
      break
    case '30d':
      from = addDays(today, -29)
      break
    case '90d':
      from = addDays(today, -89)
      break
    case '12m': {
      const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`
      from = addDays(yearAgo.endsWith('02-29') ? `${yearAgo.slice(0, 8)}28` : yearAgo, 1)
      break
    }
    case 'custom': {
      if (!isDay(custom.from) || !isDay(custom.to)) return undefined
      from = custom.from
      to = custom.to
      if (from > to || daysBetween(from, to) > maxCustomDays) return undefined
      break
    }
    default:
      return undefined
  }
  const length = daysBetween(from, to)
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) }
}

function isDay(value: string | undefined): value is string {
  return (
    value !== undefined &&
    dayPattern.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
  )
}
