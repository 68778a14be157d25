export interface UserAgentKind {
  device: string
  browser: string
}

// Visitors send few distinct user agents: each is read once, not on every hit.
const known = new Map<string, UserAgentKind>()
const maxKnown = 1_000

/** Device class and browser family from a user agent, for the devices and browsers tables. */
export function userAgentKind(userAgent: string): UserAgentKind {
  let kind = known.get(userAgent)
  if (kind === undefined) {
    kind = readUserAgent(userAgent)
    if (known.size >= maxKnown) known.clear()
    known.set(userAgent, kind)
  }
  return kind
}

function readUserAgent(userAgent: string): UserAgentKind {
  const ua = userAgent.toLowerCase()
  const device = /ipad|tablet|(android(?!.*mobile))/.test(ua)
    ? 'Tablet'
    : /mobi|iphone|ipod|android/.test(ua)
      ? 'Mobile'
      : 'Desktop'
  return { device, browser: browserOf(ua) }
}

function browserOf(ua: string): string {
  if (ua === '') return 'Unknown'
  if (/bot|crawler|spider|headless/.test(ua)) return 'Bot'
  if (ua.includes('edg/')) return 'Edge'
  if (ua.includes('opr/') || ua.includes('opera')) return 'Opera'
  if (ua.includes('firefox/') || ua.includes('fxios/')) return 'Firefox'
  if (ua.includes('samsungbrowser/')) return 'Samsung Internet'
  if (ua.includes('chrome/') || ua.includes('crios/') || ua.includes('chromium/')) return 'Chrome'
  if (ua.includes('safari/')) return 'Safari'
  return 'Other'
}
