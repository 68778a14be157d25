import type { PredicateFn } from '../../plugin-api.js'
import { asNumber, getPath } from '../content/json-value.js'
import { contextTimeZone, zonedTime } from './zoned-time.js'

/** `{.same-day?}`: the event starts and ends on the same calendar day in the site's time zone. */
export const sameDay: PredicateFn = (_args, ctx) => {
  const node = ctx.node()
  const start = asNumber(getPath(node, 'startDate'))
  const end = asNumber(getPath(node, 'endDate'))
  if (start === undefined || end === undefined) return false
  const zone = contextTimeZone(ctx)
  const a = zonedTime(start, zone).wall
  const b = zonedTime(end, zone).wall
  return (
    a.getUTCFullYear() === b.getUTCFullYear() &&
    a.getUTCMonth() === b.getUTCMonth() &&
    a.getUTCDate() === b.getUTCDate()
  )
}
