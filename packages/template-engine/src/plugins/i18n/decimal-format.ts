import type { CLDR, DecimalFormatOptions } from '@phensley/cldr'
import { booleanOption, integerOption, parseFormatOptions } from './format-options.js'

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/

/** A number or numeric string the decimal formatters accept, as text to keep its precision. */
export function decimalText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value === 'string' && NUMERIC.test(value)) return value.trim()
  return undefined
}

const INTEGER_OPTIONS = [
  'minimumIntegerDigits',
  'maximumFractionDigits',
  'minimumFractionDigits',
  'maximumSignificantDigits',
  'minimumSignificantDigits',
] as const

/** Options of `decimal`: `style:`, `round:`, `group:`, `numberSystem:` and the digit limits. */
export function parseDecimalOptions(args: readonly string[]): DecimalFormatOptions {
  const parsed = parseFormatOptions(args)
  const options: DecimalFormatOptions = {}
  const style = parsed.named.get('style')
  if (style !== undefined) options.style = style as DecimalFormatOptions['style']
  const round = parsed.named.get('round') ?? parsed.named.get('mode')
  if (round !== undefined) options.round = round as DecimalFormatOptions['round']
  const group = booleanOption(parsed, 'group')
  if (group !== undefined) options.group = group
  const nu = parsed.named.get('numberSystem') ?? parsed.named.get('nu')
  if (nu !== undefined) options.nu = nu as DecimalFormatOptions['nu']
  for (const key of INTEGER_OPTIONS) {
    const n = integerOption(parsed, key)
    if (n !== undefined) options[key] = Math.min(Math.max(n, 0), 50)
  }
  return options
}

export function formatDecimal(cldr: CLDR, text: string, options: DecimalFormatOptions): string {
  return cldr.Numbers.formatDecimal(text, options)
}
