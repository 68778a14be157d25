import { documentCookies, readCookie, writeDocumentCookie } from '../api/cookies.js'
import { consentCookie } from './cookie-consent.js'
import type { CookiePolicy } from './cookie-consent.js'
import { TrackingStrings } from './tracking-strings.js'

const oneYear = 365 * 24 * 3600

/** Shows the notice or the opt-in question once; `onAnswer(true)` when the visitor accepts. */
export function showConsent(
  policy: CookiePolicy,
  onAnswer: (accepted: boolean) => void,
  doc: Document = document,
): void {
  if (policy === 'none' || readCookie(consentCookie, documentCookies(doc))) return
  const box = doc.createElement('div')
  box.className = 'cookie-consent'
  box.setAttribute('role', 'region')
  box.setAttribute('aria-label', 'Cookies')
  box.style.cssText =
    'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:50;max-width:36rem;margin:auto;padding:1rem;display:flex;gap:.75rem;align-items:center;flex-wrap:wrap;background:#fff;color:#111;border:1px solid #ccc;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.15)'
  const text = doc.createElement('p')
  text.style.cssText = 'margin:0;flex:1 1 14rem'
  text.textContent = policy === 'opt-in' ? TrackingStrings.consentText : TrackingStrings.noticeText
  box.append(text)
  const answer = (accepted: boolean) => {
    writeDocumentCookie(
      doc,
      `${consentCookie}=${accepted ? 'yes' : 'no'}; Max-Age=${oneYear}; Path=/; SameSite=Lax`,
    )
    box.remove()
    onAnswer(accepted)
  }
  const buttons: Array<[string, boolean]> =
    policy === 'opt-in'
      ? [
          [TrackingStrings.decline, false],
          [TrackingStrings.accept, true],
        ]
      : [[TrackingStrings.dismiss, true]]
  for (const [label, accepted] of buttons) {
    const button = doc.createElement('button')
    button.type = 'button'
    button.className = accepted ? 'button button--primary' : 'button'
    button.textContent = label
    button.addEventListener('click', () => answer(accepted))
    box.append(button)
  }
  doc.body.append(box)
}
