import { documentCookies, readCookie } from '../api/cookies.js'

export type CookiePolicy = 'none' | 'notice' | 'opt-in'

export const consentCookie = 'ss_consent'

/**
 * Whether tracking cookies may be written: never under Global Privacy Control or before an opt-in
 * answer; a notice policy and no policy allow them.
 */
export function cookiesAllowed(
  policy: CookiePolicy,
  doc: Document = document,
  nav: Navigator = navigator,
): boolean {
  if ((nav as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true)
    return false
  const consent = readCookie(consentCookie, documentCookies(doc))
  if (policy === 'opt-in') return consent === 'yes'
  return consent !== 'no'
}
