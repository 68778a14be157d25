import type { CLDR, DateIntervalFormatOptions } from '@phensley/cldr'
import { parseFormatOptions } from './format-options.js'

/** Options of `datetime-interval`: a bare skeleton, or `skeleton:`, `date:`, `time:`, `context:`. */
export function parseIntervalOptions(args: readonly string[]): DateIntervalFormatOptions {
  const { bare, named } = parseFormatOptions(args)
  const options: DateIntervalFormatOptions = {}
  const skeleton = named.get('skeleton') ?? bare[0]
  if (skeleton !== undefined) options.skeleton = skeleton
  const date = named.get('date')
  if (date !== undefined) options.date = date
  const time = named.get('time')
  if (time !== undefined) options.time = time
  const context = named.get('context')
  if (context !== undefined) options.context = context as DateIntervalFormatOptions['context']
  return options
}

export function formatInterval(
  cldr: CLDR,
  start: number,
  end: number,
  zoneId: string,
  options: DateIntervalFormatOptions,
): string {
  return cldr.Calendars.formatDateInterval({ date: start, zoneId }, { date: end, zoneId }, options)
}
