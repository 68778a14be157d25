/**
 * Where a visitor goes after signing in or out: the page's own `data-return-to` (a local path the
 * server checked), else the page they came from on this site, else the home page.
 */
export function returnPath(returnTo: string | undefined, referrer: string, origin: string): string {
  if (returnTo) return returnTo
  try {
    const from = new URL(referrer)
    if (from.origin === origin && from.pathname !== '/account/login') {
      return `${from.pathname}${from.search}${from.hash}`
    }
  } catch {
    // No referrer, or not a URL: home.
  }
  return '/'
}
