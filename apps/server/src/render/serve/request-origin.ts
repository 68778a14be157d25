const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const hostPattern = new RegExp(`^(?:${label}(?:\\.${label})*|\\[[0-9a-f:.]+\\])(?::(\\d{1,5}))?$`)

/** `host[:port]` when the Host header is a plain host name or IP with a port in range, else undefined. */
export function validHost(raw: string | undefined): string | undefined {
  const host = (raw ?? '').trim().toLowerCase()
  const match = hostPattern.exec(host)
  if (!match) return undefined
  if (match[1] !== undefined && Number(match[1]) > 65535) return undefined
  return host
}

/**
 * The origin canonical URLs, `og:url`, the sitemap and robots.txt are built on: the site's primary
 * domain when it has one, else the request's host only when it parses, else localhost. The Host
 * header is the visitor's to choose, so junk in it must not end up in links search engines keep.
 */
export function requestOrigin(
  protocol: string,
  hostHeader: string | undefined,
  primaryHost: string | undefined,
): string {
  const scheme = protocol === 'https' ? 'https' : 'http'
  const host = validHost(primaryHost) ?? validHost(hostHeader) ?? 'localhost'
  return `${scheme}://${host}`
}
