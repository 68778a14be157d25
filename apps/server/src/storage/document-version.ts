/**
 * A version number read off a stored document itself (FNV-1a over its JSON with sorted keys), for
 * documents that have no version column: it changes whenever what an owner reads changes, so a
 * save naming the number it read is refused once someone else saved something different.
 */
export function documentVersion(document: unknown): number {
  let hash = 0x811c9dc5
  const text = stableJson(document)
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

// Postgres jsonb does not keep key order, so the number must not depend on it.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
