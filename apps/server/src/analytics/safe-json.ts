export type JsonParse =
  { ok: true; value: Record<string, unknown> } | { ok: false; problem: string }

const maxDepth = 6

/**
 * A JSON object from a visitor, refused at the edge when it is too long, holds NUL characters,
 * nests deeper than six levels or carries a number JSON turns into Infinity.
 */
export function parseJsonObject(text: string, maxLength: number): JsonParse {
  if (text.length > maxLength) return { ok: false, problem: `data is longer than ${maxLength}` }
  if (text.includes('\u0000')) return { ok: false, problem: 'data contains a NUL character' }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: 'data is not JSON' }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problem: 'data is not a JSON object' }
  }
  const problem = checkValue(value, 0)
  return problem === undefined
    ? { ok: true, value: value as Record<string, unknown> }
    : { ok: false, problem }
}

/** Depth and number checks of a parsed value (also for JSON bodies Fastify parsed). */
export function checkValue(value: unknown, depth: number): string | undefined {
  if (depth > maxDepth) return 'data nests too deeply'
  if (typeof value === 'number')
    return Number.isFinite(value) ? undefined : 'data has a non-finite number'
  if (typeof value === 'string')
    return value.includes('\u0000') ? 'data contains a NUL character' : undefined
  if (value === null || typeof value !== 'object') return undefined
  const children = Array.isArray(value) ? value : Object.values(value)
  for (const child of children) {
    const problem = checkValue(child, depth + 1)
    if (problem !== undefined) return problem
  }
  return undefined
}

/** A field as a trimmed string of at most `max` characters ('' when absent or not a string). */
export function textField(data: Record<string, unknown>, key: string, max: number): string {
  const value = data[key]
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max)
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/** A finite number field, or `fallback`. */
export function numberField(data: Record<string, unknown>, key: string, fallback = 0): number {
  const value = data[key]
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback
}
