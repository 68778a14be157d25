import type { RenderContext } from '../../plugin-api.js'
import { asNumber } from '../../values.js'
import { i18nStrings } from './strings.js'

/** Julian day 0 (1 January 4713 BC, proleptic Julian) and the end of 8652 AD, in epoch ms. */
const MIN_EPOCH = -210_866_760_000_000
const MAX_EPOCH = 210_895_142_399_999

export const JULIAN_RANGE = 'julian-day-range'

/**
 * The epoch milliseconds of a date value (a number or numeric string; missing reads as 0, the
 * epoch, as in the reference). A date outside the range the calendars support records the SPEC
 * error and gives undefined, and so does text that is no number.
 */
export function epochOf(value: unknown, ctx: RenderContext): number | undefined {
  const epoch = asNumber(value)
  if (!Number.isFinite(epoch)) return undefined
  if (epoch < MIN_EPOCH || epoch > MAX_EPOCH) {
    ctx.error(JULIAN_RANGE, i18nStrings.julianDayRange)
    return undefined
  }
  return epoch
}
