import type { FormatterFn, RenderContext, Variable } from '../../plugin-api.js'
import { parsePath } from '../../path.js'
import { asText, getChild, getPath, isObject, isTruthy } from '../../values.js'

function segments(path: string): (string | number)[] {
  const parsed = parsePath(path)
  return parsed === null ? [path] : [parsed.head, ...parsed.tail]
}

const isKey = (key: unknown): key is string | number =>
  typeof key === 'string' || typeof key === 'number'

/** Keys from `get` arguments: each resolves to a key, or to an array of keys. */
function drill(value: unknown, keys: readonly unknown[]): unknown {
  let current = value
  for (const key of keys) {
    if (current === undefined) return undefined
    if (isKey(key)) current = getChild(current, key)
    else if (Array.isArray(key) && key.every(isKey)) current = getPath(current, key)
    else return undefined
  }
  return current
}

/**
 * `find-first [lookup] path`: the first item whose `path` is truthy; with a lookup object, the
 * item's text names the entry of the lookup whose `path` is tested. Without arguments, the first
 * item.
 */
function findBy(
  args: readonly string[],
  vars: Variable[],
  ctx: RenderContext,
  last: boolean,
): void {
  const first = vars[0]
  if (first === undefined) return
  const list = first.value
  const hasLookup = args.length === 2
  const lookup = hasLookup ? ctx.resolve(args[0] as string) : undefined
  const pathArg = args[hasLookup ? 1 : 0]
  const path = pathArg === undefined ? undefined : segments(pathArg)
  if (!Array.isArray(list)) return first.set(undefined)
  const n = list.length
  for (let k = 0; k < n; k++) {
    const item: unknown = list[last ? n - 1 - k : k]
    if (path === undefined) return first.set(item)
    const candidate = hasLookup ? getChild(lookup, asText(item)) : item
    if (isTruthy(getPath(candidate, path))) return first.set(item)
  }
  first.set(undefined)
}

function count(value: unknown): number {
  if (Array.isArray(value)) return value.length
  if (isObject(value)) return Object.keys(value).length
  if (typeof value === 'string') return value.length
  return 0
}

/** An argument of `format` as JavaScript joins it into text; null and missing are empty. */
function formatValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

/**
 * `{0}`, `{1}`… replaced by the arguments; a brace with anything but digits before its `}` is
 * dropped with its content, and an index with no argument prints nothing (the reference's rules).
 */
function format(pattern: string, args: readonly string[], ctx: RenderContext): string {
  const values = args.map((a) => formatValue(ctx.resolveFromParent(a)))
  let out = ''
  let index = -1
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string
    if (index === -2 && ch === '}') index = -1
    else if (index >= 0) {
      const code = ch.charCodeAt(0)
      if (code >= 48 && code <= 57) index = index * 10 + (code - 48)
      else if (ch === '}') {
        if (index < values.length) out += values[index] as string
        index = -1
      } else index = -2
    } else if (ch === '{') index = 0
    else if (index !== -2) out += ch
  }
  return out
}

export const dataFormatters: Readonly<Record<string, FormatterFn>> = {
  count: (_args, vars) => vars[0]?.set(count(vars[0].value)),
  'find-first': (args, vars, ctx) => findBy(args, vars, ctx, false),
  'find-last': (args, vars, ctx) => findBy(args, vars, ctx, true),
  format: (args, vars, ctx) => vars[0]?.set(format(asText(vars[0].value), args, ctx)),
  get: (args, vars, ctx) => {
    const first = vars[0]
    if (first === undefined || args.length === 0) return
    first.set(
      drill(
        first.value,
        args.map((a) => ctx.resolve(a)),
      ),
    )
  },
  // `{x|lookup key}`: the value at the path that `key` holds, resolved up the stack from the
  // scope of the printed variable (its first value), as the reference resolves it.
  lookup: (args, vars, ctx) => {
    const first = vars[0]
    if (first === undefined) return
    const key = args[0]
    if (key === undefined || key === '') return first.set('')
    const path = asText(ctx.resolve(key))
    first.set(path === '' ? undefined : ctx.resolve(path))
  },
  prop: (args, vars) => {
    const first = vars[0]
    if (first === undefined) return
    first.set(getPath(first.value, args.flatMap(segments)))
  },
  'key-by': (args, vars) => {
    const first = vars[0]
    if (first === undefined) return
    const list = first.value
    const result: Record<string, unknown> = {}
    if (!Array.isArray(list) || args[0] === undefined || args[0] === '') return first.set(result)
    const path = segments(args[0])
    for (const item of list) {
      const key: unknown = getPath(item, path)
      // Keys as JavaScript makes them of any value (`null`, `[object Object]`), as the reference.
      if (key !== undefined) result[String(key)] = item
    }
    first.set(result)
  },
  // The index as text ('' outside a repeated section), as the reference gives it.
  iter: (_args, vars, ctx) => vars[0]?.set(asText(ctx.resolve('@index'))),
  apply: (args, vars, ctx) => {
    const first = vars[0]
    const name = args[0]
    if (first === undefined) return
    if (name === undefined) return first.set('')
    let isPrivate = false
    let applyArgs: Record<string, string> | undefined
    for (let k = 1; k < args.length; k++) {
      const arg = args[k] as string
      const eq = arg.indexOf('=')
      if (eq > 0) {
        applyArgs ??= {}
        applyArgs[arg.slice(0, eq)] = arg.slice(eq + 1)
      } else if (arg === 'private') {
        isPrivate = true
      }
    }
    first.set(ctx.applyPartial(name, first.value, { args: applyArgs, private: isPrivate }) ?? '')
  },
}
