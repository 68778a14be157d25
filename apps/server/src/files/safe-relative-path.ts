/**
 * Returns the normalised relative path, or undefined when the path is absolute, climbs out with
 * `..`, or holds characters no stored file has. Callers pass an already URL-decoded path.
 */
export function safeRelativePath(raw: string): string | undefined {
  if (raw === '' || raw.includes('\0') || raw.includes('\\')) return undefined
  if (raw.startsWith('/') || /^[A-Za-z]:/.test(raw)) return undefined
  const segments = raw.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return undefined
  }
  return segments.join('/')
}
