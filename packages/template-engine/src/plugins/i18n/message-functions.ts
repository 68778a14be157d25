import type {
  CLDR,
  CurrencyType,
  DateIntervalFormatOptions,
  DecimalFormatOptions,
  MessageFormatFuncMap,
} from '@phensley/cldr'
import { asNumber, getPath } from '../content/json-value.js'
import { asText } from '../../values.js'
import { ArgsCache } from '../date/args-cache.js'
import { formatDatetime, parseDatetimeSpec, type DatetimeSpec } from './datetime-format.js'
import { formatInterval, parseIntervalOptions } from './datetime-interval-format.js'
import { decimalText, formatDecimal, parseDecimalOptions } from './decimal-format.js'
import { parseFormatOptions } from './format-options.js'

const datetimeSpecs = new ArgsCache<DatetimeSpec>(parseDatetimeSpec)
const intervalOptions = new ArgsCache<DateIntervalFormatOptions>(parseIntervalOptions)
const decimalOptions = new ArgsCache<DecimalFormatOptions>(parseDecimalOptions)

type CurrencyStyle = 'short' | 'name' | 'code'
const CURRENCY_STYLES = new Set(['short', 'name', 'code'])

/** `{0 money style:short}` over a money object `{ decimalValue, currencyCode }`. */
function formatMoney(cldr: CLDR, money: unknown, options: string[]): string {
  const amount = decimalText(getPath(money, 'decimalValue') ?? getPath(money, 'value'))
  const code = asText(getPath(money, 'currencyCode') ?? getPath(money, 'currency'))
  if (amount === undefined || code === '') return ''
  const style = parseFormatOptions(options).named.get('style')
  return cldr.Numbers.formatCurrency(
    amount,
    code as CurrencyType,
    style !== undefined && CURRENCY_STYLES.has(style) ? { style: style as CurrencyStyle } : {},
  )
}

/**
 * The formatting functions a message can call (`{0 decimal style:short}`,
 * `{0 money}`, `{0 datetime full}`, `{0;1 datetime-interval yMMM}`) for one locale and zone.
 */
export function messageFunctions(cldr: CLDR, zoneId: string): MessageFormatFuncMap {
  const decimal = (args: unknown[], options: string[]): string => {
    const text = decimalText(args[0])
    if (text === undefined) return ''
    const parsed = decimalOptions.get(options)
    return formatDecimal(cldr, text, parsed)
  }
  const money = (args: unknown[], options: string[]): string => formatMoney(cldr, args[0], options)
  return {
    decimal,
    number: decimal,
    money,
    currency: money,
    datetime: (args, options) => {
      const epoch = asNumber(args[0])
      if (epoch === undefined) return ''
      const spec = datetimeSpecs.get(options)
      return formatDatetime(cldr, epoch, zoneId, spec)
    },
    'datetime-interval': (args, options) => {
      const start = asNumber(args[0])
      const end = asNumber(args[1])
      if (start === undefined || end === undefined) return ''
      const parsed = intervalOptions.get(options)
      return formatInterval(cldr, start, end, zoneId, parsed)
    },
  }
}
