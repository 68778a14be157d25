import type { FormatterFn } from '../../plugin-api.js'
import { ArgsCache } from '../date/args-cache.js'
import { BoundedCache } from '../date/bounded-cache.js'
import { contextTimeZone } from '../date/zoned-time.js'
import { formatDatetime, parseDatetimeSpec, type DatetimeSpec } from './datetime-format.js'
import { epochOf } from './epoch.js'

const specs = new ArgsCache<DatetimeSpec>(parseDatetimeSpec)

/** Recent outputs per format: CLDR date formatting costs microseconds, pages repeat their dates. */
const outputs = new WeakMap<DatetimeSpec, BoundedCache<string>>()
const OUTPUTS_PER_FORMAT = 1024

/** `{epochMs|datetime [width|skeleton] [date:…] [time:…] [wrap:…] …}`: a localized date/time. */
export const datetime: FormatterFn = (args, vars, ctx) => {
  const epoch = epochOf(vars[0].value, ctx)
  const cldr = ctx.cldr
  if (epoch === undefined || cldr === undefined) {
    vars[0].set('')
    return
  }
  const spec = specs.get(args)
  let cache = outputs.get(spec)
  if (cache === undefined) {
    cache = new BoundedCache<string>(OUTPUTS_PER_FORMAT)
    outputs.set(spec, cache)
  }
  const zone = contextTimeZone(ctx)
  vars[0].set(
    cache.get(`${ctx.locale} ${zone} ${epoch}`, () => formatDatetime(cldr, epoch, zone, spec)),
  )
}
