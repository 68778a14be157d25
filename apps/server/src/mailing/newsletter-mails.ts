import type { MailMessage } from '../mail/mail-message.js'
import { escapeHtml } from '../html/escape-html.js'
import { listUnsubscribeHeaders } from './list-unsubscribe.js'

export interface NewsletterMailInput {
  to: string
  websiteId: string
  siteTitle: string
  unsubscribeUrl: string
}

/** Every mail to a list member ends with the way out, and carries it in its headers (RFC 8058). */
export function withUnsubscribeFooter(message: MailMessage, unsubscribeUrl: string): MailMessage {
  const text = `${message.text}\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`
  const html =
    message.html === undefined
      ? undefined
      : `${message.html}\n<hr>\n<p><small><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></small></p>`
  return {
    ...message,
    text,
    html,
    headers: { ...message.headers, ...listUnsubscribeHeaders(unsubscribeUrl) },
  }
}

/** Double opt-in: the visitor proves the address is theirs before they are on the list. */
export function confirmationMail(input: NewsletterMailInput & { confirmUrl: string }): MailMessage {
  const title = escapeHtml(input.siteTitle)
  return withUnsubscribeFooter(
    {
      to: input.to,
      websiteId: input.websiteId,
      subject: `Please confirm your subscription to ${input.siteTitle}`,
      text: `Thanks for signing up for news from ${input.siteTitle}.\n\nPlease confirm your subscription:\n${input.confirmUrl}\n\nIf you did not sign up, ignore this mail and you will not hear from us again.`,
      html: `<p>Thanks for signing up for news from ${title}.</p>\n<p><a href="${escapeHtml(input.confirmUrl)}">Confirm your subscription</a></p>\n<p>If you did not sign up, ignore this mail and you will not hear from us again.</p>`,
    },
    input.unsubscribeUrl,
  )
}

/** After a subscriber confirmed (double opt-in): they are on the list, and how to leave it. */
export function welcomeMail(input: NewsletterMailInput): MailMessage {
  const title = escapeHtml(input.siteTitle)
  return withUnsubscribeFooter(
    {
      to: input.to,
      websiteId: input.websiteId,
      subject: `Welcome to ${input.siteTitle}`,
      text: `You are now subscribed to news from ${input.siteTitle}. Thank you!`,
      html: `<p>You are now subscribed to news from ${title}. Thank you!</p>`,
    },
    input.unsubscribeUrl,
  )
}
