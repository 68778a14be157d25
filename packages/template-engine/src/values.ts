/** JSON-T value rules shared by the engine and its formatters. `undefined` stands for a missing node. */

export type JsonObject = Record<string, unknown>

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Truthiness as templates see it: empty strings, arrays and objects, zero, null and missing are false. */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0
    case 'number':
      return value !== 0 && !Number.isNaN(value)
    case 'boolean':
      return value
    case 'object':
      if (value === null) return false
      if (Array.isArray(value)) return value.length > 0
      for (const _ in value) return true
      return false
    default:
      return false
  }
}

/** Only `true`, the text `true` and non-zero integers are true (Jackson's rules). */
export function asBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return value === 'true'
  if (typeof value === 'number') return Number.isInteger(value) && value !== 0
  return false
}

/**
 * The text a variable prints: objects print nothing, arrays their items joined by commas
 * (nested objects as `[object Object]` and nulls as `null`, as the reference prints them).
 */
export function toOutput(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value
    case 'number':
      return String(value)
    case 'boolean':
      return value ? 'true' : 'false'
    case 'object':
      if (Array.isArray(value)) return value.map(itemText).join(',')
      return ''
    case 'bigint':
      return String(value)
    default:
      return ''
  }
}

function itemText(value: unknown): string {
  if (value === null) return 'null'
  // Nested arrays print as JavaScript joins them (nulls empty), as the reference does.
  if (typeof value === 'object') return String(value)
  return toOutput(value)
}

/** A node's text as the `str` formatter and string-taking formatters see it. */
export function asText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value
    case 'number':
    case 'boolean':
      return String(value)
    default:
      return ''
  }
}

/**
 * A node as a number, the way the reference's formatters read it: a string with a dot parses
 * as a float and any other as a base-10 integer, both from its leading digits (`'500x300'` is
 * 500, `'x'` NaN); missing, null, arrays and objects count as 0.
 */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value
    case 'boolean':
      return value ? 1 : 0
    case 'string':
      return value.includes('.') ? Number.parseFloat(value) : Number.parseInt(value, 10)
    default:
      return 0
  }
}

/** Child of a node by key or array index; undefined when absent. */
export function getChild(node: unknown, key: string | number): unknown {
  if (typeof node !== 'object' || node === null) return undefined
  if (Array.isArray(node)) {
    const index = typeof key === 'number' ? key : toIndex(key)
    return index >= 0 && index < node.length ? node[index] : undefined
  }
  const k = typeof key === 'number' ? String(key) : key
  return Object.prototype.hasOwnProperty.call(node, k) ? (node as JsonObject)[k] : undefined
}

/** Index cap of SPEC §9: array indexes beyond 2147483647 never match. */
export const MAX_ARRAY_INDEX = 2147483647

function toIndex(key: string): number {
  if (key.length === 0 || key.length > 10) return -1
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    if (c < 48 || c > 57) return -1
  }
  const n = Number(key)
  return n <= MAX_ARRAY_INDEX ? n : -1
}

/** Walks `segments` from `node`; undefined as soon as a step is missing. */
export function getPath(node: unknown, segments: readonly (string | number)[]): unknown {
  let current = node
  for (let i = 0; i < segments.length; i++) {
    if (current === undefined) return undefined
    current = getChild(current, segments[i] as string | number)
  }
  return current
}
