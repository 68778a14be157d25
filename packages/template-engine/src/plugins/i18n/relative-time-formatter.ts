import type { RelativeTimeFormatOptions } from '@phensley/cldr'
import type { FormatterFn } from '../../plugin-api.js'
import { ArgsCache } from '../date/args-cache.js'
import { epochOf } from './epoch.js'
import { booleanOption, integerOption, parseFormatOptions } from './format-options.js'

const BOOLEAN_OPTIONS = ['allowWeeks', 'alwaysNow', 'dayOfWeek', 'numericOnly', 'group'] as const

function parseRelativeOptions(args: readonly string[]): RelativeTimeFormatOptions {
  const parsed = parseFormatOptions(args)
  const options: RelativeTimeFormatOptions = {}
  for (const key of BOOLEAN_OPTIONS) {
    const flag = booleanOption(parsed, key)
    if (flag !== undefined) options[key] = flag
  }
  const context = parsed.named.get('context')
  if (context !== undefined) options.context = context as RelativeTimeFormatOptions['context']
  const width = parsed.named.get('width')
  if (width !== undefined) options.width = width as RelativeTimeFormatOptions['width']
  const field = parsed.named.get('field')
  if (field !== undefined) options.field = field as RelativeTimeFormatOptions['field']
  const digits = integerOption(parsed, 'maximumFractionDigits')
  if (digits !== undefined) options.maximumFractionDigits = digits
  return options
}

const optionsCache = new ArgsCache<RelativeTimeFormatOptions>(parseRelativeOptions)

/**
 * `{date|relative-time}` (from now) or `{start,end|relative-time}`: the distance between two
 * instants in words, such as `in 2 hours` or `11 hours ago`.
 */
export const relativeTime: FormatterFn = (args, vars, ctx) => {
  const [start, end] =
    vars.length > 1
      ? [epochOf(vars[0].value, ctx), epochOf(vars[1].value, ctx)]
      : [ctx.now, epochOf(vars[0].value, ctx)]
  if (start === undefined || end === undefined || ctx.cldr === undefined) {
    vars[0].set('')
    return
  }
  const options = optionsCache.get(args)
  // Measured in UTC: a daylight-saving change in between must not make '12 days' read '11 days'.
  vars[0].set(ctx.cldr.Calendars.formatRelativeTime({ date: start }, { date: end }, options))
}
