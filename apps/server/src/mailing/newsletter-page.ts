import { escapeHtml } from '../html/escape-html.js'

/** SPEC §2 page type 300, newsletter unsubscribe; also the answer page of a confirmation link. */
export const newsletterUnsubscribePageType = 300

export interface NewsletterPageInput {
  siteTitle: string
  heading: string
  message: string
  /** A button posting the token back, for the unsubscribe page (links alone must change nothing). */
  unsubscribeToken?: string | undefined
}

/** A small standalone page: it must work even where the site's theme has no template for it. */
export function newsletterPage(input: NewsletterPageInput): string {
  const form =
    input.unsubscribeToken === undefined
      ? ''
      : `<form method="post" action="/newsletter/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(input.unsubscribeToken)}"><button type="submit" class="button button--primary">Unsubscribe</button></form>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(input.heading)} — ${escapeHtml(input.siteTitle)}</title></head>
<body data-page-type="${newsletterUnsubscribePageType}">
<main class="newsletter-page"><h1>${escapeHtml(input.heading)}</h1><p>${escapeHtml(input.message)}</p>${form}<p><a href="/">Back to ${escapeHtml(input.siteTitle)}</a></p></main>
</body>
</html>
`
}
