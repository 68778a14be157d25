import { render } from 'preact'
import { NewsletterForm } from '../forms/newsletter-form.js'
import { mountIslands } from '../islands/mount-islands.js'

/** Mounts on newsletter blocks and the popup overlay's form (`data-island="newsletter"`). */
export function mountNewsletter(root: HTMLElement): void {
  if (!(root instanceof HTMLFormElement)) return
  const host = document.createElement('div')
  host.className = 'newsletter-form__island'
  root.append(host)
  render(<NewsletterForm form={root} />, host)
}

mountIslands('newsletter', mountNewsletter)
