import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from './mail-message.js'

/** To the owner: a buyer disputed a payment with their bank; evidence is due by the deadline. */
export function disputeOpenedMail(input: {
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
}): MailMessage {
  const amount = formatMoney(input.amountCents, input.currency as CurrencyCode)
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${input.siteTitle}: the payment of order #${input.orderNumber} is disputed`,
    text: [
      `The buyer of order #${input.orderNumber} disputed the payment of ${amount} with their bank (reason: ${input.reason.replace(/_/g, ' ')}).`,
      input.evidenceDueBy === null
        ? 'Answer the dispute in your payment provider’s dashboard.'
        : `Answer it with your evidence in your payment provider’s dashboard by ${input.evidenceDueBy}.`,
      '',
      `The order: ${input.adminUrl}`,
    ].join('\n'),
  }
}
