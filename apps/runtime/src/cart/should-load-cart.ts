import { documentCookies, readCookie } from '../api/cookies.js'

/**
 * SPEC §6: `SiteUserInfo` carries `authenticated` and `siteUserId`; a cookie that cannot be read
 * counts as signed out.
 */
export function isSignedIn(cookies: string): boolean {
  const info = readCookie('SiteUserInfo', cookies)
  if (!info) return false
  try {
    const parsed: unknown = JSON.parse(info)
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { authenticated?: unknown }).authenticated === true
    )
  } catch {
    return /(^|[&,{"\s])authenticated"?\s*[=:]\s*"?true\b/.test(info)
  }
}

/** SPEC §4/§6: the cart loads at page start only for a signed-in visitor or a `hasCart` cookie. */
export function shouldLoadCart(cookies: string = documentCookies()): boolean {
  return isSignedIn(cookies) || readCookie('hasCart', cookies) !== undefined
}
