import type { FormatterFn } from '../../plugin-api.js'
import { asNumber } from '../../values.js'

function cycle(args: readonly string[], value: unknown): string | undefined {
  // No rounding: a fractional position picks nothing, as in the reference.
  const n = asNumber(value)
  if (args.length === 0 || Number.isNaN(n)) return undefined
  const index = (((n - 1) % args.length) + args.length) % args.length
  return args[index]
}

function pluralize(args: readonly string[], value: unknown): string {
  const [singular, plural] = args.length >= 2 ? args : ['', args[0] ?? 's']
  return asNumber(value) === 1 ? (singular as string) : (plural as string)
}

export const numberFormatters: Readonly<Record<string, FormatterFn>> = {
  cycle: (args, vars) => vars[0]?.set(cycle(args, vars[0].value)),
  mod: (args, vars) => {
    const first = vars[0]
    if (first === undefined) return
    // A divisor that is not a non-zero integer falls back to 2, as in the reference.
    const divisor = Number.parseInt(args[0] ?? '', 10) || 2
    first.set(asNumber(first.value) % divisor)
  },
  pluralize: (args, vars) => vars[0]?.set(pluralize(args, vars[0].value)),
  round: (_args, vars) => vars[0]?.set(Math.round(asNumber(vars[0].value))),
}
