import { fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from '../mail/mail-message.js'
import type { MailTexts } from '../mail/templates/mail-kinds.js'
import { renderMailTexts } from '../mail/templates/render-mail-texts.js'
import { donationStrings } from './donation-strings.js'

export interface DonationReceiptInput {
  websiteId: string
  siteTitle: string
  to: string
  amountCents: number
  currency: string
  /** The day it was received, in the site's locale and time zone. */
  date: string
  /** The contribution-confirmed page, from the site's configured address. */
  url: string
  /** A monthly gift's signed cancel link, from the site's configured address. */
  cancelUrl?: string | undefined
}

/** The giver's receipt, queued in the outbox when the provider confirmed the payment. */
export function donationReceiptMail(input: DonationReceiptInput, texts?: MailTexts): MailMessage {
  const texted = renderMailTexts('donation-receipt', texts, {
    'shop.name': input.siteTitle,
    'donation.amount': formatMoney(input.amountCents, input.currency as CurrencyCode),
    'donation.date': input.date,
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    text: [
      ...(texted.intro === '' ? [] : [texted.intro, '']),
      `Receipt: ${input.url}`,
      ...(input.cancelUrl === undefined
        ? []
        : ['', fillTemplate(donationStrings.monthlyReceiptCancel, { url: input.cancelUrl })]),
    ].join('\n'),
    editable: { kind: 'donation-receipt', rebuild: (edited) => donationReceiptMail(input, edited) },
  }
}
