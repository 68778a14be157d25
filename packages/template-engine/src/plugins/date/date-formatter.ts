import type { FormatterFn } from '../../plugin-api.js'
import { asNumber } from '../../values.js'
import { ArgsCache } from './args-cache.js'
import { compileFormat, formatZoned, type CompiledFormat } from './strftime.js'
import { contextTimeZone, zonedTime, type ZonedTime } from './zoned-time.js'

const formats = new ArgsCache<CompiledFormat>((args) => compileFormat(args.join(' ')))

// The text depends only on the format and the zoned instant, and zoned instants are shared
// (see zonedTime), so pages that show the same dates render after render format each once.
const texts = new WeakMap<CompiledFormat, WeakMap<ZonedTime, string>>()

function formatted(format: CompiledFormat, time: ZonedTime): string {
  let byTime = texts.get(format)
  if (byTime === undefined) texts.set(format, (byTime = new WeakMap()))
  let text = byTime.get(time)
  if (text === undefined) {
    text = formatZoned(format, time)
    byTime.set(time, text)
  }
  return text
}

/**
 * `{epochMs|date %Y-%m-%d}`: a date in the site's time zone with strftime-like `%` codes.
 * Without a format it prints nothing; a missing or empty value reads as 0 (the epoch), as the
 * reference reads it. Text that is no number prints nothing (the reference fails on it).
 */
export const date: FormatterFn = (args, vars, ctx) => {
  const epoch = asNumber(vars[0].value)
  if (args.length === 0 || !Number.isFinite(epoch)) {
    vars[0].set('')
    return
  }
  const format = formats.get(args)
  vars[0].set(formatted(format, zonedTime(epoch, contextTimeZone(ctx))))
}
