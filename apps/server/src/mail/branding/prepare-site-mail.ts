import type { Kysely } from 'kysely'
import type { Database } from '../../storage/database.js'
import type { MailMessage } from '../mail-message.js'
import type { MailTexts } from '../templates/mail-kinds.js'
import { loadMailTexts } from '../templates/mail-texts-store.js'
import { fillPlaceholders } from '../templates/placeholders.js'
import { brandMail } from './brand-mail.js'
import { loadMailBrand } from './mail-brand.js'

/**
 * A site's mail made the shop's own before it is queued: an editable mail is rebuilt with the
 * owner's saved texts (or `draft`, for a preview or a test), then branded (sender name, HTML).
 * A mail without a website is left as it is.
 */
export async function prepareSiteMail(
  db: Kysely<Database>,
  message: MailMessage,
  draft?: MailTexts,
): Promise<MailMessage> {
  if (message.websiteId === undefined) {
    const { editable: _editable, ...plain } = message
    return plain
  }
  const brand = await loadMailBrand(db, message.websiteId)
  let mail = message
  if (message.editable !== undefined) {
    const texts = draft ?? (await loadMailTexts(db, message.websiteId, message.editable.kind))
    if (texts !== undefined) {
      // The site's own address is known here, not to the mail functions.
      const site = { 'shop.url': brand?.siteUrl ?? '' }
      mail = message.editable.rebuild({
        subject: fillPlaceholders(texts.subject, site),
        intro: fillPlaceholders(texts.intro, site),
      })
    }
  }
  if (brand === undefined) {
    const { editable: _editable, ...plain } = mail
    return plain
  }
  return brandMail(mail, brand)
}
