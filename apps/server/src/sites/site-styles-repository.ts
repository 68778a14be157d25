import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { DEFAULT_SITE_STYLES } from './site-styles.js'
import type { SiteStyles } from './site-styles.js'

export async function getSiteStyles(
  storage: Storage,
  websiteId: string,
  db: Kysely<Database> = storage.db,
): Promise<SiteStyles> {
  const row = await db
    .selectFrom('siteStyles')
    .select('document')
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  return row === undefined
    ? DEFAULT_SITE_STYLES
    : storage.dialect.decodeJson<SiteStyles>(row.document)
}

export async function putSiteStyles(
  storage: Storage,
  websiteId: string,
  styles: SiteStyles,
  now: Date,
  db: Kysely<Database> = storage.db,
): Promise<void> {
  const document = storage.dialect.encodeJson(styles)
  const updatedAt = now.toISOString()
  await db
    .insertInto('siteStyles')
    .values({ websiteId, document, updatedAt })
    .onConflict((oc) => oc.column('websiteId').doUpdateSet({ document, updatedAt }))
    .execute()
}
