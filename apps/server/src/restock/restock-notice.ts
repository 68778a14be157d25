import type { MailMessage } from '../mail/mail-message.js'
import type { MailTexts } from '../mail/templates/mail-kinds.js'
import { renderMailTexts } from '../mail/templates/render-mail-texts.js'

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
export function restockNotice(input: RestockNoticeInput, texts?: MailTexts): MailMessage {
  const options = Object.values(input.attributes).filter((value) => value !== '')
  const name =
    options.length === 0 ? input.productTitle : `${input.productTitle} (${options.join(', ')})`
  const texted = renderMailTexts('restock-notice', texts, {
    'shop.name': input.siteTitle,
    'product.name': name,
  })
  return {
    to: input.to,
    websiteId: input.websiteId,
    subject: texted.subject,
    text: [
      ...(texted.intro === '' ? [] : [texted.intro, '']),
      `Shop now: ${input.productUrl}`,
      '',
      'You are receiving this mail because you asked to be told when it was available again. We will not write about it again.',
    ].join('\n'),
    editable: { kind: 'restock-notice', rebuild: (edited) => restockNotice(input, edited) },
  }
}
