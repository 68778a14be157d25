import type { PredicateFn, RenderContext } from '../../plugin-api.js'
import { asBoolean, asNumber, asText, isTruthy } from '../../values.js'
import { deepEqual } from './deep-equal.js'

/** Arguments that start like JSON (`"`, a digit, `-digit`, `[`, `{`, true/false/null). */
const JSON_START = /^["\d[{]|^-\d|^(true|false|null)$/

const PATH = Symbol('path')
const LITERAL_CACHE_SIZE = 1000
// Arguments repeat on every render: read each one once.
const literals = new Map<string, unknown>()

function parseLiteral(arg: string): unknown {
  if (JSON_START.test(arg)) {
    try {
      return JSON.parse(arg) as unknown
    } catch {
      // Not JSON after all: a path.
    }
  }
  return PATH
}

/**
 * A comparison argument: JSON when it parses as JSON, else a path. Missing reads as null, as a
 * missing node's value is null in the reference. Parsed JSON objects are shared between renders,
 * which is safe as predicates only read them.
 */
function operand(arg: string, ctx: RenderContext): unknown {
  let literal = literals.get(arg)
  if (literal === undefined) {
    literal = parseLiteral(arg)
    if (literals.size >= LITERAL_CACHE_SIZE) literals.clear()
    literals.set(arg, literal)
  }
  return literal === PATH ? (ctx.resolve(arg) ?? null) : literal
}

/** The two operands of a comparison: with one argument, the current node is the left side. */
function operands(args: readonly string[], ctx: RenderContext): [unknown, unknown] | null {
  if (args.length === 0) return null
  if (args.length === 1) return [ctx.node() ?? null, operand(args[0] as string, ctx)]
  return [operand(args[0] as string, ctx), operand(args[1] as string, ctx)]
}

/**
 * Ordering as the reference orders mixed types: the right side is read as the type of the left
 * (so "2" is greater than 10, and true greater than 0); a number is greater than anything that
 * is not a number; other types are only equal or less.
 */
function compare(a: unknown, b: unknown): number {
  switch (typeof a) {
    case 'number': {
      const n = asNumber(b)
      return a < n ? -1 : a === n ? 0 : 1
    }
    case 'string': {
      const y = asText(b)
      return a < y ? -1 : a > y ? 1 : 0
    }
    case 'boolean': {
      const y = asBoolean(b)
      return a === y ? 0 : a ? 1 : -1
    }
    default:
      return deepEqual(a, b) ? 0 : -1
  }
}

const comparison =
  (test: (c: number) => boolean): PredicateFn =>
  (args, ctx) => {
    const pair = operands(args, ctx)
    return pair !== null && test(compare(pair[0], pair[1]))
  }

/** The number a parity predicate looks at: the node at its argument's path, else the current node. */
function parityOf(args: readonly string[], ctx: RenderContext): number | null {
  const value = args.length > 0 ? ctx.resolve(args[0] as string) : ctx.node()
  return typeof value === 'number' ? Math.abs(value) % 2 : null
}

export const corePredicates: Readonly<Record<string, PredicateFn>> = {
  'debug?': (_args, ctx) => isTruthy(ctx.resolve('debug')),
  'equal?': (args, ctx) => {
    const pair = operands(args, ctx)
    return pair !== null && deepEqual(pair[0], pair[1])
  },
  'notEqual?': (args, ctx) => {
    const pair = operands(args, ctx)
    return pair !== null && !deepEqual(pair[0], pair[1])
  },
  'greaterThan?': comparison((c) => c > 0),
  'greaterThanOrEqual?': comparison((c) => c >= 0),
  'lessThan?': comparison((c) => c < 0),
  'lessThanOrEqual?': comparison((c) => c <= 0),
  'even?': (args, ctx) => parityOf(args, ctx) === 0,
  'odd?': (args, ctx) => parityOf(args, ctx) === 1,
  'nth?': (args, ctx) => {
    if (args.length === 0) return false
    const nodes = args.map((arg) => operand(arg, ctx))
    const [n, m] = args.length === 2 ? nodes : [ctx.node(), nodes[0]]
    if (typeof n !== 'number' || !Number.isInteger(n)) return false
    if (typeof m !== 'number' || !Number.isInteger(m) || m === 0) return false
    return Math.abs(n) % Math.abs(m) === 0
  },
  'plural?': (_args, ctx) => asNumber(ctx.node()) > 1,
  'singular?': (_args, ctx) => asNumber(ctx.node()) === 1,
}
