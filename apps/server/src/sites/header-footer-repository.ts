import type { SiteHeaderFooter } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'

export async function getHeaderFooter(
  storage: Storage,
  websiteId: string,
  db: Kysely<Database> = storage.db,
): Promise<SiteHeaderFooter | undefined> {
  const row = await db
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
  db: Kysely<Database> = storage.db,
): Promise<void> {
  const encoded = storage.dialect.encodeJson(document)
  const updatedAt = now.toISOString()
  await db
    .insertInto('siteHeaderFooter')
    .values({ websiteId, document: encoded, updatedAt })
    .onConflict((oc) => oc.column('websiteId').doUpdateSet({ document: encoded, updatedAt }))
    .execute()
}
