import { MAX_ARRAY_INDEX } from './values.js'

export type PathSegment = string | number

/**
 * A parsed variable reference. `head` is the first name ('@' for the current node,
 * '@name' for a bound variable); `tail` are the steps below it.
 */
export interface VariablePath {
  readonly text: string
  readonly head: string
  readonly tail: readonly PathSegment[]
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isNameStart = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c === 64
const isNameChar = (c: number): boolean => isNameStart(c) || isDigit(c) || c === 45

/** Parses one dot-separated step; undefined when it is not a name or an index. */
function parseSegment(text: string, start: number, end: number): PathSegment | undefined {
  if (start === end) return undefined
  const first = text.charCodeAt(start)
  if (isDigit(first)) {
    for (let i = start + 1; i < end; i++) if (!isDigit(text.charCodeAt(i))) return undefined
    const n = Number(text.slice(start, end))
    // Indexes past the cap stay names, so they never match an array element.
    return n <= MAX_ARRAY_INDEX ? n : text.slice(start, end)
  }
  if (!isNameStart(first)) return undefined
  for (let i = start + 1; i < end; i++) if (!isNameChar(text.charCodeAt(i))) return undefined
  return text.slice(start, end)
}

const cache = new Map<string, VariablePath | null>()
const CACHE_SIZE = 5000

/** Parses `a.b.0`, `@`, `@index`, `@x.y`, `$a.$b`; null when the text is not a valid path. */
export function parsePath(text: string): VariablePath | null {
  const hit = cache.get(text)
  if (hit !== undefined) return hit
  const parsed = parseUncached(text)
  if (cache.size >= CACHE_SIZE) cache.clear()
  cache.set(text, parsed)
  return parsed
}

function parseUncached(text: string): VariablePath | null {
  const n = text.length
  if (n === 0) return null
  let dot = text.indexOf('.')
  const headEnd = dot < 0 ? n : dot
  const head = parseSegment(text, 0, headEnd)
  if (head === undefined) return null
  const tail: PathSegment[] = []
  while (dot >= 0) {
    const start = dot + 1
    dot = text.indexOf('.', start)
    const segment = parseSegment(text, start, dot < 0 ? n : dot)
    if (segment === undefined) return null
    tail.push(segment)
  }
  return { text, head: String(head), tail }
}
