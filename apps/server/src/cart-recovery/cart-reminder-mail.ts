import { fillTemplate } from '@atelier/commerce'
import type { MailMessage } from '../mail/mail-message.js'
import type { MailTexts } from '../mail/templates/mail-kinds.js'
import { renderMailTexts } from '../mail/templates/render-mail-texts.js'
import { cartRecoveryStrings as strings } from './cart-recovery-strings.js'

export interface CartReminderMailInput {
  to: string
  websiteId: string
  siteTitle: string
  itemCount: number
  /** The signed link that restores the cart, from the site's configured address. */
  link: string
}

/** The one reminder of a cart left at checkout: what is in it and the link that brings it back. */
export function cartReminderMail(input: CartReminderMailInput, texts?: MailTexts): MailMessage {
  const texted = renderMailTexts('cart-reminder', texts, {
    'shop.name': input.siteTitle,
    'cart.items':
      input.itemCount === 1
        ? strings.oneItem
        : fillTemplate(strings.items, { count: String(input.itemCount) }),
  })
  return {
    to: input.to,
    websiteId: input.websiteId,
    subject: texted.subject,
    text: [
      ...(texted.intro === '' ? [] : [texted.intro, '']),
      fillTemplate(strings.reminderLink, { link: input.link }),
      '',
      strings.reminderFooter,
    ].join('\n'),
    editable: { kind: 'cart-reminder', rebuild: (edited) => cartReminderMail(input, edited) },
  }
}
