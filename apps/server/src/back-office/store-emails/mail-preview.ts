import type { Kysely } from 'kysely'
import type { Website } from '@atelier/schema'
import type { Database } from '../../storage/database.js'
import { prepareSiteMail } from '../../mail/branding/prepare-site-mail.js'
import { envelopeOf } from '../../mail/sender.js'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import type { MailKind, MailTexts } from '../../mail/templates/mail-kinds.js'
import { sampleMail } from './sample-mails.js'
import type { SampleContext } from './sample-mails.js'

/** SPEC §2 page type 301: the commerce email preview. */
export const commerceEmailPreviewPageType = 301

const decode = <T>(raw: unknown): T => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T

/** The site's name, address, currency and locale for a sample mail to `to`. */
export async function sampleContext(
  db: Kysely<Database>,
  websiteId: string,
  to: string,
  now: Date,
): Promise<SampleContext> {
  const website = await db
    .selectFrom('websites')
    .select(['title', 'settings'])
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow()
  const settings = decode<Partial<Website>>(website.settings)
  return {
    websiteId,
    shopName: website.title,
    siteUrl: await siteBaseUrl({ db }, websiteId),
    currency: settings.currency ?? 'USD',
    locale: settings.locale ?? 'en-US',
    to,
    now,
  }
}

/**
 * The sample mail as its receiver would get it (the same steps as a real mail: the owner's texts
 * or the draft, the brand), with its HTML marked as the commerce email preview.
 */
export async function mailPreviewOf(
  db: Kysely<Database>,
  kind: MailKind,
  context: SampleContext,
  draft: MailTexts | undefined,
  configuredFrom: string,
) {
  const mail = await prepareSiteMail(db, sampleMail(kind, context), draft)
  const envelope = envelopeOf(configuredFrom, mail)
  const from =
    typeof envelope.from === 'string'
      ? envelope.from
      : `${envelope.from.name} <${envelope.from.address}>`
  // The very HTML the mail carries, its body marked as the preview's page type.
  const html = (mail.html ?? '').replace(
    '<body ',
    `<body data-page-type="${commerceEmailPreviewPageType}" `,
  )
  return {
    pageType: commerceEmailPreviewPageType,
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html,
    text: mail.text,
  }
}
