import type { FormatterFn } from '../../plugin-api.js'
import { asNumber } from '../../values.js'
import { i18nStrings } from './strings.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Units of the approximate wording, largest first (SPEC §9 relative time). */
const UNITS: readonly [string, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
]

/** How long ago an instant was, in the largest whole unit: `about 2 weeks ago`. */
export function timeSince(epoch: number, now: number): string {
  const elapsed = now - epoch
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size)
    if (count >= 1) return i18nStrings.timeAgo(count, unit)
  }
  return i18nStrings.lessThanAMinute
}

/** `{date|timesince}`: the time since a date, in a span that scripts can keep up to date. */
export const timesince: FormatterFn = (_args, vars, ctx) => {
  // Missing reads as 0 (the epoch), as in the reference; text that is no number is invalid.
  const epoch = asNumber(vars[0].value)
  if (!Number.isFinite(epoch)) {
    vars[0].set(i18nStrings.invalidDate)
    return
  }
  vars[0].set(`<span class="timesince" data-date="${epoch}">${timeSince(epoch, ctx.now)}</span>`)
}
