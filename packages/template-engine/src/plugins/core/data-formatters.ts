import type { FormatterFn, RenderContext, Variable } from '../../plugin-api.js'
import { parsePath } from '../../path.js'
import { asText, getChild, getPath, isObject, isTruthy, toOutput } from '../../values.js'
import { resolveArg } from './resolve-arg.js'

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

function findBy(args: readonly string[], vars: Variable[], last: boolean): void {
  const first = vars[0]
  if (first === undefined) return
  const list = first.value
  const path = segments(args[0] ?? '@')
  if (!Array.isArray(list)) return first.set(undefined)
  const n = list.length
  for (let k = 0; k < n; k++) {
    const item: unknown = list[last ? n - 1 - k : k]
    if (isTruthy(getPath(item, path))) return first.set(item)
  }
  first.set(undefined)
}

function count(value: unknown): number {
  if (Array.isArray(value)) return value.length
  if (isObject(value)) return Object.keys(value).length
  if (typeof value === 'string') return value.length
  return 0
}

function format(text: string, args: readonly string[], ctx: RenderContext): string {
  const values = args.map((a) => toOutput(resolveArg(a, ctx)))
  return text.replace(/\{(\d+)\}/g, (_m, digits: string) => values[Number(digits)] ?? '')
}

export const dataFormatters: Readonly<Record<string, FormatterFn>> = {
  count: (_args, vars) => vars[0]?.set(count(vars[0].value)),
  'find-first': (args, vars) => findBy(args, vars, false),
  'find-last': (args, vars) => findBy(args, vars, true),
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
  lookup: (args, vars, ctx) => {
    const first = vars[0]
    if (first === undefined) return
    const key = ctx.resolve(args[0] ?? '')
    first.set(isKey(key) ? getPath(first.value, segments(String(key))) : undefined)
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
    if (!Array.isArray(list)) return first.set(result)
    const path = segments(args[0] ?? '')
    for (const item of list) {
      const key: unknown = getPath(item, path)
      if (key !== undefined) result[key === null ? 'null' : toOutput(key)] = item
    }
    first.set(result)
  },
  iter: (_args, vars, ctx) => vars[0]?.set(ctx.resolve('@index')),
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
