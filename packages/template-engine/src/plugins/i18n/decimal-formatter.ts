import type { DecimalFormatOptions } from '@phensley/cldr'
import type { FormatterFn } from '../../plugin-api.js'
import { ArgsCache } from '../date/args-cache.js'
import { decimalText, formatDecimal, parseDecimalOptions } from './decimal-format.js'

const optionsCache = new ArgsCache<DecimalFormatOptions>(parseDecimalOptions)

/** `{n|decimal style:short maximumFractionDigits:1 …}`: a localized number. */
export const decimal: FormatterFn = (args, vars, ctx) => {
  const text = decimalText(vars[0].value)
  if (text === undefined || ctx.cldr === undefined) {
    vars[0].set('')
    return
  }
  const options = optionsCache.get(args)
  vars[0].set(formatDecimal(ctx.cldr, text, options))
}
