import { render } from 'preact'
import { NewsletterForm } from './newsletter-form.js'

/** Draws the live newsletter form into a server-rendered `<form data-island="newsletter">`. */
export function mountNewsletterForm(root: HTMLFormElement): void {
  const host = document.createElement('div')
  host.className = 'newsletter-form__island'
  root.append(host)
  render(<NewsletterForm form={root} />, host)
}
