import type { DateIntervalFormatOptions } from '@phensley/cldr'
import type { FormatterFn } from '../../plugin-api.js'
import { ArgsCache } from '../date/args-cache.js'
import { contextTimeZone } from '../date/zoned-time.js'
import { formatInterval, parseIntervalOptions } from './datetime-interval-format.js'
import { epochOf } from './epoch.js'

const optionsCache = new ArgsCache<DateIntervalFormatOptions>(parseIntervalOptions)

/** `{start,end|datetime-interval [skeleton]}`: a localized range such as `Feb 24 – Jun 19, 2020`. */
export const datetimeInterval: FormatterFn = (args, vars, ctx) => {
  const start = epochOf(vars[0].value, ctx)
  const end = vars.length > 1 ? epochOf(vars[1].value, ctx) : undefined
  if (start === undefined || end === undefined || ctx.cldr === undefined) {
    vars[0].set('')
    return
  }
  const options = optionsCache.get(args)
  vars[0].set(formatInterval(ctx.cldr, start, end, contextTimeZone(ctx), options))
}
