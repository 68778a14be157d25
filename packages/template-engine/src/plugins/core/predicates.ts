import type { PredicateFn, RenderContext } from '../../plugin-api.js'
import { asNumber } from '../../values.js'
import { resolveArg } from './resolve-arg.js'

/** The two operands of a comparison: with one argument, the current node is the left side. */
function operands(args: readonly string[], ctx: RenderContext): [unknown, unknown] | null {
  if (args.length === 0) return null
  if (args.length === 1) return [ctx.node(), resolveArg(args[0] as string, ctx)]
  return [resolveArg(args[0] as string, ctx), resolveArg(args[1] as string, ctx)]
}

function sameValue(a: unknown, b: unknown): boolean {
  // A missing value equals null, as in the reference behaviour.
  if ((a ?? null) === (b ?? null)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Ordering as the reference orders mixed types: the right side is read as the type of the left
 * side (so "2" is greater than 10, and true greater than 0); missing and null sort first;
 * arrays and objects do not compare.
 */
function compare(args: readonly string[], ctx: RenderContext): number | null {
  const pair = operands(args, ctx)
  if (pair === null) return null
  const [a, b] = pair
  if (typeof b === 'object' && b !== null) return null
  switch (typeof a) {
    case 'number':
      return a - (b === undefined ? NaN : Number(b))
    case 'string': {
      const y = b === null || b === undefined ? '' : String(b)
      return a < y ? -1 : a > y ? 1 : 0
    }
    case 'boolean':
      return Number(a) - Number(Boolean(b))
    case 'undefined':
      return b === null || b === undefined ? 0 : -1
    default:
      return a === null ? (b === null || b === undefined ? 0 : -1) : null
  }
}

const comparison =
  (test: (c: number) => boolean): PredicateFn =>
  (args, ctx) => {
    const c = compare(args, ctx)
    return c !== null && !Number.isNaN(c) && test(c)
  }

/** The integer a parity or counting predicate looks at: its argument, else the current node. */
function integerOf(args: readonly string[], ctx: RenderContext): number | null {
  const value = args.length > 0 ? resolveArg(args[0] as string, ctx) : ctx.node()
  return typeof value === 'number' && Number.isInteger(value) ? value : null
}

export const corePredicates: Readonly<Record<string, PredicateFn>> = {
  'debug?': (_args, ctx) => {
    const debug = ctx.resolve('debug')
    return debug !== undefined && debug !== null && debug !== false && debug !== 0
  },
  'equal?': (args, ctx) => {
    const pair = operands(args, ctx)
    return pair !== null && args.length >= 2 && sameValue(pair[0], pair[1])
  },
  'notEqual?': (args, ctx) => {
    const pair = operands(args, ctx)
    return pair !== null && args.length >= 2 && !sameValue(pair[0], pair[1])
  },
  'greaterThan?': comparison((c) => c > 0),
  'greaterThanOrEqual?': comparison((c) => c >= 0),
  'lessThan?': comparison((c) => c < 0),
  'lessThanOrEqual?': comparison((c) => c <= 0),
  'even?': (args, ctx) => {
    const n = integerOf(args, ctx)
    return n !== null && n % 2 === 0
  },
  'odd?': (args, ctx) => {
    const n = integerOf(args, ctx)
    return n !== null && n % 2 !== 0
  },
  'nth?': (args, ctx) => {
    const node = args.length >= 2 ? resolveArg(args[0] as string, ctx) : ctx.node()
    const divisor = Number(args[args.length - 1])
    if (typeof node !== 'number' || !Number.isInteger(node) || !(divisor > 0)) return false
    return node % divisor === 0
  },
  'plural?': (_args, ctx) => asNumber(ctx.node()) > 1,
  'singular?': (_args, ctx) => asNumber(ctx.node()) === 1,
}
