import type { CalendarType, CLDR, DateFormatOptions, FormatWidthType } from '@phensley/cldr'
import { parseFormatOptions, type FormatOptions } from './format-options.js'

const WIDTHS = new Set(['short', 'medium', 'long', 'full'])
const isWidth = (value: string | undefined): value is FormatWidthType =>
  value !== undefined && WIDTHS.has(value)

/** What a `datetime` argument list asks for, parsed once per distinct argument list. */
export type DatetimeSpec =
  /** One call of `formatDate`, when the date and time parts are widths. */
  | { kind: 'single'; options: DateFormatOptions }
  /** Separate date and time skeletons joined by the locale's wrapper pattern. */
  | {
      kind: 'wrapped'
      date?: string
      time?: string
      wrap: FormatWidthType
      common: DateFormatOptions
    }

function commonOptions(options: FormatOptions): DateFormatOptions {
  const common: DateFormatOptions = {}
  const context = options.named.get('context')
  if (context !== undefined) common.context = context as DateFormatOptions['context']
  const calendar = options.named.get('calendar') ?? options.named.get('ca')
  if (calendar !== undefined) common.ca = calendar as CalendarType
  const nu = options.named.get('numberSystem') ?? options.named.get('nu')
  if (nu !== undefined) common.nu = nu as DateFormatOptions['nu']
  return common
}

/** The wrapper width CLDR suggests for a date skeleton: longer month and weekday, longer joiner. */
function wrapperFor(skeleton: string | undefined): FormatWidthType {
  if (skeleton === undefined) return 'short'
  if (skeleton.includes('MMMM')) return skeleton.includes('E') ? 'full' : 'long'
  return skeleton.includes('MMM') ? 'medium' : 'short'
}

/**
 * Parse `datetime` arguments: a bare width (`short`) or skeleton (`yMMMd`), and options
 * `date:`, `time:`, `datetime:`, `skeleton:`, `wrap:`, `context:`, `calendar:`.
 * With no arguments the date is printed in the long format.
 */
export function parseDatetimeSpec(args: readonly string[]): DatetimeSpec {
  const parsed = parseFormatOptions(args)
  const common = commonOptions(parsed)
  const { named, bare } = parsed
  const date = named.get('date')
  const time = named.get('time')
  const wrap = named.get('wrap')
  const wrapWidth = isWidth(wrap) ? wrap : undefined
  if ((date !== undefined && !isWidth(date)) || (time !== undefined && !isWidth(time))) {
    return { kind: 'wrapped', date, time, wrap: wrapWidth ?? wrapperFor(date), common }
  }
  const options: DateFormatOptions = { ...common }
  let skeleton = named.get('skeleton')
  let datetime = named.get('datetime')
  for (const word of bare) {
    if (isWidth(word)) datetime ??= word
    else skeleton ??= word
  }
  if (skeleton !== undefined) options.skeleton = skeleton
  if (isWidth(datetime)) options.datetime = datetime
  if (isWidth(date)) options.date = date
  if (isWidth(time)) options.time = time
  if (wrapWidth !== undefined) options.wrap = wrapWidth
  if (options.skeleton === undefined && options.datetime === undefined && !date && !time) {
    options.date = 'long'
  }
  return { kind: 'single', options }
}

/** One side of a wrapped date-time: a width of that side, or a skeleton. */
function formatPart(
  cldr: CLDR,
  when: { date: number; zoneId: string },
  side: 'date' | 'time',
  part: string | undefined,
  common: DateFormatOptions,
): string {
  if (part === undefined) return ''
  const options = isWidth(part) ? { ...common, [side]: part } : { ...common, skeleton: part }
  return cldr.Calendars.formatDate(when, options)
}

export function formatDatetime(
  cldr: CLDR,
  epoch: number,
  zoneId: string,
  spec: DatetimeSpec,
): string {
  const when = { date: epoch, zoneId }
  if (spec.kind === 'single') return cldr.Calendars.formatDate(when, spec.options)
  const datePart = formatPart(cldr, when, 'date', spec.date, spec.common)
  const timePart = formatPart(cldr, when, 'time', spec.time, spec.common)
  if (datePart === '' || timePart === '') return datePart + timePart
  return cldr.Calendars.formatDateWrapper(datePart, timePart, {
    width: spec.wrap,
    ca: spec.common.ca,
  })
}
