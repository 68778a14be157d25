import type { MailMessage } from '../mail/mail-message.js'
import { escapeHtml } from '../html/escape-html.js'

export interface RestockNoticeInput {
  to: string
  websiteId: string
  siteTitle: string
  productTitle: string
  /** Variant options as shown to the visitor, e.g. { Size: 'Large' }. */
  attributes: Readonly<Record<string, string>>
  productUrl: string
}

/** The mail a restock sign-up waits for. */
export function restockNotice(input: RestockNoticeInput): MailMessage {
  const options = Object.values(input.attributes).filter((value) => value !== '')
  const name =
    options.length === 0 ? input.productTitle : `${input.productTitle} (${options.join(', ')})`
  return {
    to: input.to,
    websiteId: input.websiteId,
    subject: `${name} is back in stock`,
    text: `Good news: ${name} is back in stock at ${input.siteTitle}.\n\nShop now: ${input.productUrl}\n\nYou are receiving this mail because you asked to be told when it was available again. We will not write about it again.`,
    html: `<p>Good news: <strong>${escapeHtml(name)}</strong> is back in stock at ${escapeHtml(input.siteTitle)}.</p>\n<p><a href="${escapeHtml(input.productUrl)}">Shop now</a></p>\n<p><small>You are receiving this mail because you asked to be told when it was available again. We will not write about it again.</small></p>`,
  }
}
