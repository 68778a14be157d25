import type { SiteHeaderFooter } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'

export async function getHeaderFooter(
  storage: Storage,
  websiteId: string,
): Promise<SiteHeaderFooter | undefined> {
  const row = await storage.db
    .selectFrom('siteHeaderFooter')
    .select('document')
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  return row === undefined ? undefined : storage.dialect.decodeJson<SiteHeaderFooter>(row.document)
}

export async function putHeaderFooter(
  storage: Storage,
  websiteId: string,
  document: SiteHeaderFooter,
  now: Date,
): Promise<void> {
  const encoded = storage.dialect.encodeJson(document)
  const updatedAt = now.toISOString()
  await storage.db
    .insertInto('siteHeaderFooter')
    .values({ websiteId, document: encoded, updatedAt })
    .onConflict((oc) => oc.column('websiteId').doUpdateSet({ document: encoded, updatedAt }))
    .execute()
}
