import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from '../mail/mail-message.js'
import type { MailTexts } from '../mail/templates/mail-kinds.js'
import { renderMailTexts } from '../mail/templates/render-mail-texts.js'

export interface MonthlyGiftFailedInput {
  websiteId: string
  siteTitle: string
  to: string
  amountCents: number
  currency: string
  /** The donate page, from the site's configured address. */
  donateUrl: string
}

/** To the giver: the card could not be charged, so the monthly gift stopped (owner-editable). */
export function monthlyGiftFailedMail(
  input: MonthlyGiftFailedInput,
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('monthly-gift-failed', texts, {
    'shop.name': input.siteTitle,
    'donation.amount': formatMoney(input.amountCents, input.currency as CurrencyCode),
  })
  const again = `To give again: ${input.donateUrl}`
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: {
      kind: 'monthly-gift-failed',
      rebuild: (edited) => monthlyGiftFailedMail(input, edited),
    },
    text: texted.intro === '' ? again : `${texted.intro} ${again}`,
  }
}
