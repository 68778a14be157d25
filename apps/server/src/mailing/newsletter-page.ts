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

/** Plain and readable on any screen: the page carries its own few rules (no theme, no fonts). */
const pageStyle = [
  'body{margin:0;background:#f7f5f1;color:#1f1b16;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif}',
  '.newsletter-page{box-sizing:border-box;max-width:32rem;margin:12vh auto 0;padding:32px 24px;background:#fff;border:1px solid #e2ddd3;border-radius:8px}',
  'h1{margin:0 0 12px;font-size:1.75rem;line-height:1.2}',
  'p{margin:0 0 16px}',
  '.button{font:inherit;font-weight:600;padding:10px 20px;border:0;border-radius:6px;background:#1f1b16;color:#fff;cursor:pointer}',
  '.button:focus-visible,a:focus-visible{outline:3px solid #2f6fdf;outline-offset:2px}',
  'form{margin:0 0 16px}',
  'a{color:#1f1b16}',
].join('')

/** A small standalone page: it must work even where the site's theme has no template for it. */
export function newsletterPage(input: NewsletterPageInput): string {
  const form =
    input.unsubscribeToken === undefined
      ? ''
      : `<form method="post" action="/newsletter/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(input.unsubscribeToken)}"><button type="submit" class="button button--primary">Unsubscribe</button></form>`
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><style>${pageStyle}</style><title>${escapeHtml(input.heading)} — ${escapeHtml(input.siteTitle)}</title></head>
<body data-page-type="${newsletterUnsubscribePageType}">
<main class="newsletter-page"><h1>${escapeHtml(input.heading)}</h1><p>${escapeHtml(input.message)}</p>${form}<p><a href="/">Back to ${escapeHtml(input.siteTitle)}</a></p></main>
</body>
</html>
`
}
