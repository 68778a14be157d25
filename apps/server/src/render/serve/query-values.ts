/**
 * A page route's query string as single strings. Repeated parameters (`?q=a&q=b`) arrive as arrays
 * and anything else a client can send must not reach code that expects a string: the first value
 * counts, like most servers do.
 */
export function queryValues(query: unknown): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {}
  if (query === null || typeof query !== 'object') return values
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') values[key] = first
  }
  return values
}
