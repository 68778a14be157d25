/** One DNS label (underscores allowed, as local development names use them). */
const label = '[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?'
const hostHeaderPattern = new RegExp(
  `^(?:${label}(?:\\.${label})*\\.?|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`,
  'i',
)

/**
 * Whether a Host header is a plain host name or address with an optional port. Anything else
 * (`localhost:@evil.example`, spaces, paths, ports above 65535) is refused before it can select a
 * site or end up in a link.
 */
export function isValidHostHeader(raw: string): boolean {
  if (raw.length > 260) return false
  const match = hostHeaderPattern.exec(raw)
  if (match === null) return false
  const port = match[1]
  return port === undefined || Number(port) <= 65535
}
