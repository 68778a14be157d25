import type { RenderContext } from '../../plugin-api.js'

const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/

const NOT_LITERAL = Symbol('not a literal')
const LITERAL_CACHE_SIZE = 1000
// Arguments repeat on every render: read each one once.
const literals = new Map<string, unknown>()

/**
 * A predicate or formatter argument as a value: JSON literals (`3`, `"text"`, `true`, `null`)
 * stand for themselves, anything else is a variable path resolved through the scope stack.
 */
export function resolveArg(arg: string, ctx: RenderContext): unknown {
  let literal = literals.get(arg)
  if (literal === undefined) {
    literal = parseLiteral(arg)
    if (literals.size >= LITERAL_CACHE_SIZE) literals.clear()
    literals.set(arg, literal)
  }
  return literal === NOT_LITERAL ? ctx.resolve(arg) : literal
}

function parseLiteral(arg: string): unknown {
  if (arg === 'true') return true
  if (arg === 'false') return false
  if (arg === 'null') return null
  if (NUMBER.test(arg)) return Number(arg)
  const first = arg.charCodeAt(0)
  if (
    (first === 34 || first === 39) &&
    arg.length >= 2 &&
    arg.charCodeAt(arg.length - 1) === first
  ) {
    if (first === 34) {
      try {
        return JSON.parse(arg) as unknown
      } catch {
        return arg.slice(1, -1)
      }
    }
    return arg.slice(1, -1)
  }
  return NOT_LITERAL
}
