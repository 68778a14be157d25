import { useEffect, useRef } from 'preact/hooks'

/** SPEC §5: the captcha widget is compact when its container is narrower than 320 px. */
export const compactCaptchaBelowPx = 320

export const captchaChallengeUrl = '/api/form/captcha-challenge'

export interface AltchaWidgetProps {
  /** Called with the solved payload (the `captchaKey` / `captchaToken`), or undefined when reset. */
  onToken: (token: string | undefined) => void
  /** Changing this number resets the widget (after a failed submission, SPEC §4). */
  resetCount: number
}

interface AltchaElement extends HTMLElement {
  configure?: (config: Record<string, unknown>) => Promise<void>
  reset?: () => void
}

/** The self-hosted ALTCHA proof-of-work widget (the `altcha` package), loaded only when shown. */
export function AltchaWidget({ onToken, resetCount }: AltchaWidgetProps) {
  const holder = useRef<HTMLDivElement>(null)
  const widget = useRef<AltchaElement | null>(null)
  const tokenHandler = useRef(onToken)
  tokenHandler.current = onToken

  useEffect(() => {
    let cancelled = false
    const container = holder.current
    if (container === null) return
    void import('altcha').then(() => {
      if (cancelled) return
      const element = document.createElement('altcha-widget') as AltchaElement
      const compact = container.getBoundingClientRect().width < compactCaptchaBelowPx
      element.setAttribute('challenge', captchaChallengeUrl)
      element.setAttribute('name', 'captchaKey')
      if (compact) element.classList.add('altcha--compact')
      void element.configure?.({
        challenge: captchaChallengeUrl,
        hideLogo: compact,
        hideFooter: compact,
      })
      element.addEventListener('statechange', (event) => {
        const detail = (event as CustomEvent<{ payload?: string; state?: string }>).detail
        tokenHandler.current(detail.state === 'verified' ? detail.payload : undefined)
      })
      container.append(element)
      widget.current = element
    })
    return () => {
      cancelled = true
      widget.current?.remove()
      widget.current = null
    }
  }, [])

  useEffect(() => {
    if (resetCount === 0) return
    widget.current?.reset?.()
    tokenHandler.current(undefined)
  }, [resetCount])

  return <div ref={holder} class="captcha" />
}
