import type {
  CurrencyFormatOptions,
  CurrencyFormatStyleType,
  RoundingModeType,
} from '@phensley/cldr'

const CURRENCY_STYLES: ReadonlySet<string> = new Set([
  'symbol',
  'accounting',
  'code',
  'name',
  'short',
])
const ROUNDING: Readonly<Record<string, RoundingModeType>> = {
  ceil: 'ceiling',
  ceiling: 'ceiling',
  floor: 'floor',
  truncate: 'down',
  down: 'down',
  up: 'up',
  'half-even': 'half-even',
  'half-up': 'half-up',
  'half-down': 'half-down',
}

// Formatter arguments are the same array object on every render of a compiled
// template, so their parse is done once.
const parsed = new WeakMap<readonly string[], CurrencyFormatOptions>()

function setInteger(options: CurrencyFormatOptions, key: keyof CurrencyFormatOptions, raw: string) {
  const n = Number.parseInt(raw, 10)
  if (Number.isFinite(n)) Object.assign(options, { [key]: Math.max(0, Math.min(50, n)) })
}

/**
 * Options of the `money` formatter, written `key:value` (`style:short`, `group`,
 * `maxfrac:0`); unknown keys are ignored. Digit options clamp to 0-50 (SPEC §5).
 */
export function currencyOptions(args: readonly string[]): CurrencyFormatOptions {
  const cached = parsed.get(args)
  if (cached) return cached
  const options: CurrencyFormatOptions = {}
  for (const arg of args) {
    const colon = arg.indexOf(':')
    const key = colon < 0 ? arg : arg.slice(0, colon)
    const value = colon < 0 ? '' : arg.slice(colon + 1)
    switch (key) {
      case 'style':
        if (CURRENCY_STYLES.has(value)) options.style = value as CurrencyFormatStyleType
        break
      case 'group':
      case 'grouping':
        options.group = true
        break
      case 'no-group':
      case 'no-grouping':
        options.group = false
        break
      case 'round':
      case 'rounding':
        if (ROUNDING[value]) options.round = ROUNDING[value]
        break
      case 'symbolWidth':
        if (value === 'narrow' || value === 'default') options.symbolWidth = value
        break
      case 'minint':
      case 'minInt':
      case 'minimumIntegerDigits':
        setInteger(options, 'minimumIntegerDigits', value)
        break
      case 'maxfrac':
      case 'maxFrac':
      case 'maximumFractionDigits':
        setInteger(options, 'maximumFractionDigits', value)
        break
      case 'minfrac':
      case 'minFrac':
      case 'minimumFractionDigits':
        setInteger(options, 'minimumFractionDigits', value)
        break
      case 'maxsig':
      case 'maxSig':
      case 'maximumSignificantDigits':
        setInteger(options, 'maximumSignificantDigits', value)
        break
      case 'minsig':
      case 'minSig':
      case 'minimumSignificantDigits':
        setInteger(options, 'minimumSignificantDigits', value)
        break
    }
  }
  parsed.set(args, options)
  return options
}
