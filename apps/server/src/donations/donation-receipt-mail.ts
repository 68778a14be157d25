import { fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from '../mail/mail-message.js'
import { donationStrings as strings } from './donation-strings.js'

/** The giver's receipt, queued in the outbox when the provider confirmed the payment. */
export function donationReceiptMail(input: {
  websiteId: string
  siteTitle: string
  to: string
  amountCents: number
  currency: string
  /** The day it was received, in the site's locale and time zone. */
  date: string
  /** The contribution-confirmed page, from the site's configured address. */
  url: string
}): MailMessage {
  const amount = formatMoney(input.amountCents, input.currency as CurrencyCode)
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: fillTemplate(strings.receiptSubject, { siteTitle: input.siteTitle }),
    text: fillTemplate(strings.receiptText, {
      amount,
      siteTitle: input.siteTitle,
      date: input.date,
      url: input.url,
    }),
  }
}
