import type { Kysely } from 'kysely'
import type { SiteStyles, Website } from '@atelier/schema'
import { fileUrl } from '../../files/file-record.js'
import { DEFAULT_SITE_STYLES } from '../../sites/site-styles.js'
import type { Database } from '../../storage/database.js'
import { siteBaseUrl } from '../site-base-url.js'

/** How a site's mail looks and whom it is from: Site Styles' colours, the logo, the name. */
export interface MailBrand {
  /** The site title: the sender's display name and the mail's header when there is no logo. */
  shopName: string
  /** The site's configured address (with this server's port for a local host). */
  siteUrl: string
  /** The logo as an absolute URL on the site's address, when the site has one. */
  logoUrl?: string | undefined
  colors: { background: string; text: string; accent: string }
}

/** Both databases hand JSON back their own way: SQLite as text, PostgreSQL already parsed. */
const decode = <T>(raw: unknown): T => (typeof raw === 'string' ? JSON.parse(raw) : raw) as T

/** The brand of a site's mail, read through the caller's connection (its transaction, if any). */
export async function loadMailBrand(
  db: Kysely<Database>,
  websiteId: string,
): Promise<MailBrand | undefined> {
  const website = await db
    .selectFrom('websites')
    .select(['title', 'settings'])
    .where('id', '=', websiteId)
    .executeTakeFirst()
  if (website === undefined) return undefined
  const settings = decode<Partial<Website>>(website.settings)
  const stylesRow = await db
    .selectFrom('siteStyles')
    .select('document')
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  const styles =
    stylesRow === undefined ? DEFAULT_SITE_STYLES : decode<SiteStyles>(stylesRow.document)
  const siteUrl = await siteBaseUrl({ db }, websiteId)
  const logoFileId = settings.logo?.fileId
  const logo =
    logoFileId === undefined
      ? undefined
      : await db
          .selectFrom('files')
          .select('path')
          .where('id', '=', logoFileId)
          .where('websiteId', '=', websiteId)
          .executeTakeFirst()
  const logoUrl =
    logo !== undefined
      ? `${siteUrl}${fileUrl(logo.path)}`
      : settings.logo?.assetUrl !== undefined && /^https?:\/\//.test(settings.logo.assetUrl)
        ? settings.logo.assetUrl
        : undefined
  const colors = { ...DEFAULT_SITE_STYLES.colors, ...styles.colors }
  return {
    shopName: website.title.trim() || 'Atelier',
    siteUrl,
    ...(logoUrl === undefined ? {} : { logoUrl }),
    colors: {
      background: colors.background ?? '#fbf8f3',
      text: colors.text ?? '#1f1b16',
      accent: colors.accent ?? '#b5532f',
    },
  }
}
