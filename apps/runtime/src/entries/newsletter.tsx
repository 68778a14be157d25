import { mountIslands } from '../islands/mount-islands.js'

/**
 * Mounts on newsletter blocks and the popup overlay's form (`data-island="newsletter"`). These are
 * rarely in view when a page opens (a block low on the page, a hidden popup), so the form's code
 * loads when the form comes into view or the visitor reaches for it (focus, pointer). A submit
 * before then is held and sent again once the code is there, so the form never posts natively.
 */
export function mountNewsletter(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) return
  let loading: Promise<void> | undefined
  const load = () =>
    (loading ??= import('../forms/mount-newsletter.js').then(({ mountNewsletterForm }) => {
      root.removeEventListener('submit', hold)
      seen?.disconnect()
      mountNewsletterForm(root)
    }))
  const hold = (event: SubmitEvent) => {
    // Held: the live form's own submit (sent below) is the one the tracker and the form count.
    event.preventDefault()
    event.stopImmediatePropagation()
    const submitter = event.submitter
    void load().then(() => root.requestSubmit(submitter))
  }
  root.addEventListener('submit', hold)
  for (const type of ['focusin', 'pointerover', 'touchstart']) {
    root.addEventListener(type, () => void load(), { once: true, passive: true })
  }
  const seen =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) void load()
        })
      : undefined
  if (seen) seen.observe(root)
  else void load()
}

mountIslands('newsletter', mountNewsletter)
