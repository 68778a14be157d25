/**
 * Structural equality of JSON values as the reference's `equal?` sees it: arrays and objects
 * compare by content (key order does not matter), never an array with an object.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    if (a.length !== other.length) return false
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], other[i])) return false
    return true
  }
  const x = a as Record<string, unknown>
  const y = b as Record<string, unknown>
  for (const k in x) if (!deepEqual(x[k], y[k])) return false
  for (const k in y) if (!deepEqual(x[k], y[k])) return false
  return true
}
