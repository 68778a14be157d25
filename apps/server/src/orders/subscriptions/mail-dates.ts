import type { Website } from '@atelier/schema'
import { siteDate } from '../../checkout/order-presentation.js'
import type { Storage } from '../../storage/open-storage.js'

/** Dates as the site words them in mails (its locale and time zone). */
export async function mailDates(
  storage: Storage,
  websiteId: string,
): Promise<(iso: string) => string> {
  const site = await storage.db
    .selectFrom('websites')
    .select(['settings', 'timeZone'])
    .where('id', '=', websiteId)
    .executeTakeFirst()
  const locale =
    site === undefined ? 'en-US' : storage.dialect.decodeJson<Website>(site.settings).locale
  const timeZone = site?.timeZone ?? 'UTC'
  return (iso) => siteDate(iso, locale, timeZone)
}
