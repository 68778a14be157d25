import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from './mail-message.js'
import type { MailTexts } from './templates/mail-kinds.js'
import { introLines, renderMailTexts } from './templates/render-mail-texts.js'

/** To the owner: a buyer disputed a payment with their bank; evidence is due by the deadline. */
export function disputeOpenedMail(input: DisputeOpenedMailInput, texts?: MailTexts): MailMessage {
  const amount = formatMoney(input.amountCents, input.currency as CurrencyCode)
  const texted = renderMailTexts('dispute-opened', texts, {
    'shop.name': input.siteTitle,
    'order.number': String(input.orderNumber),
    'dispute.amount': amount,
    'dispute.reason': input.reason.replace(/_/g, ' '),
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'dispute-opened', rebuild: (edited) => disputeOpenedMail(input, edited) },
    text: [
      ...introLines(texted.intro).slice(0, 1),
      input.evidenceDueBy === null
        ? 'Answer the dispute in your payment provider’s dashboard.'
        : `Answer it with your evidence in your payment provider’s dashboard by ${input.evidenceDueBy}.`,
      '',
      `The order: ${input.adminUrl}`,
    ].join('\n'),
  }
}

export interface DisputeOpenedMailInput {
  websiteId: string
  siteTitle: string
  to: string
  orderNumber: number
  amountCents: number
  currency: string
  /** The provider's reason code (`fraudulent`, `product_not_received`…). */
  reason: string
  /** The evidence deadline as the site words a date; null when the provider gives none. */
  evidenceDueBy: string | null
  adminUrl: string
}
