import type { MailMessage } from '../mail-message.js'
import { brandedHtml } from './branded-html.js'
import type { MailBrand } from './mail-brand.js'

/** A whole HTML document (a campaign's own) is sent as it is; a fragment or nothing is branded. */
const wholeDocument = /^\s*(<!doctype\s|<html[\s>])/i

/**
 * A site's mail as it is queued: from the shop (its name; the address stays the configured
 * sender), with the branded HTML part beside the plain text.
 */
export function brandMail(message: MailMessage, brand: MailBrand): MailMessage {
  const { editable: _editable, ...mail } = message
  const html =
    mail.html !== undefined && wholeDocument.test(mail.html)
      ? mail.html
      : brandedHtml({ subject: mail.subject, text: mail.text, bodyHtml: mail.html }, brand)
  return { ...mail, senderName: mail.senderName ?? brand.shopName, html }
}
