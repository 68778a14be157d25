import type { PredicateFn } from '../../plugin-api.js'
import { asNumber } from '../../values.js'
import { getPath } from '../content/json-value.js'

/**
 * `{.same-day?}`: the event starts and ends on the same calendar day in UTC, as the reference
 * decides it; a missing date reads as 0 (the epoch).
 */
export const sameDay: PredicateFn = (_args, ctx) => {
  const node = ctx.node()
  const start = new Date(asNumber(getPath(node, 'startDate')))
  const end = new Date(asNumber(getPath(node, 'endDate')))
  return (
    start.getUTCFullYear() === end.getUTCFullYear() &&
    start.getUTCMonth() === end.getUTCMonth() &&
    start.getUTCDate() === end.getUTCDate()
  )
}
