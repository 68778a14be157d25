import { newsletterPage } from './newsletter-page.js'

/** The runtime's texts (`apps/runtime/src/forms/newsletter-form.tsx`), for the no-script answer. */
const signedUpText = {
  subscribed: 'Thank you! You are now subscribed.',
  pending: 'Thank you! Please check your email to confirm your subscription.',
} as const

export type NewsletterFormResult =
  { ok: true; status: 'pending' | 'subscribed' } | { ok: false; message: string }

/**
 * What a newsletter form posted without scripts (form-encoded, crumb as a field) gets back: a
 * small page with the same text the island would have shown, and a link back to the site.
 */
export function newsletterFormAnswer(siteTitle: string, result: NewsletterFormResult): string {
  return newsletterPage({
    siteTitle,
    heading: result.ok ? 'Thank you' : 'Sign-up failed',
    message: result.ok ? signedUpText[result.status] : result.message,
  })
}

export function isFormPost(contentType: string | undefined): boolean {
  return (contentType ?? '').startsWith('application/x-www-form-urlencoded')
}
