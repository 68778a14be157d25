/** Reading plain JSON values by dotted paths known when the plugin is written. */

const splitPaths = new Map<string, readonly string[]>()

function segments(path: string): readonly string[] {
  let parts = splitPaths.get(path)
  if (parts === undefined) {
    parts = path.split('.')
    // Paths are literals of the plugins plus a few argument-built ones; keep the map small anyway.
    if (splitPaths.size < 1000) splitPaths.set(path, parts)
  }
  return parts
}

function child(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined
  if (Array.isArray(value)) return value[Number(key)]
  return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined
}

/** The value at a dotted path below `value` (no scope-stack lookup), undefined when absent. */
export function getPath(value: unknown, path: string): unknown {
  if (!path.includes('.')) return child(value, path)
  let current = value
  for (const key of segments(path)) {
    current = child(current, key)
    if (current === undefined) return undefined
  }
  return current
}

/** A finite number from a JSON number or numeric string; undefined otherwise. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}
