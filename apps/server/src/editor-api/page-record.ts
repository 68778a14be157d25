import type { Collection, Layout } from '@atelier/schema'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../storage/database.js'
import type { CollectionsTable } from '../storage/tables/site-tables.js'
import type { Storage } from '../storage/open-storage.js'

/** A collection as the editor works on it: the stored document plus its editor columns. */
export interface PageRecord {
  id: string
  /** The collection document without its layout (that lives in `content` / `draftContent`). */
  settings: Omit<Collection, 'layout'>
  locked: boolean
  version: number
  publishedVersion: number
  published: Layout | null
  draft: Layout | null
}

export function toPageRecord(storage: Storage, row: Selectable<CollectionsTable>): PageRecord {
  const decode = storage.dialect.decodeJson
  const { layout: _published, ...settings } = decode<Collection>(row.settings)
  return {
    id: row.id,
    settings,
    locked: row.passwordHash !== null,
    version: row.version,
    publishedVersion: row.publishedVersion,
    published: decode<Layout | null>(row.content) ?? null,
    draft: decode<Layout | null>(row.draftContent) ?? null,
  }
}

export async function listPageRecords(
  storage: Storage,
  websiteId: string,
  db: Kysely<Database> = storage.db,
): Promise<PageRecord[]> {
  const rows = await db
    .selectFrom('collections')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('position')
    .orderBy('id')
    .execute()
  return rows.map((row) => toPageRecord(storage, row))
}

export async function findPageRecord(
  storage: Storage,
  websiteId: string,
  id: string,
  db: Kysely<Database> = storage.db,
): Promise<PageRecord | undefined> {
  const row = await db
    .selectFrom('collections')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : toPageRecord(storage, row)
}

export async function takenUrlIds(
  db: Kysely<Database>,
  websiteId: string,
  exceptId?: string,
): Promise<Set<string>> {
  let query = db.selectFrom('collections').select('urlId').where('websiteId', '=', websiteId)
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId)
  const rows = await query.execute()
  return new Set(rows.map((row) => row.urlId))
}

/**
 * Writes a changed collection document and the columns that mirror it. `updatedAt` moves, which
 * changes the site version, so visitors' cached pages are rebuilt.
 */
export async function writePageSettings(
  db: Kysely<Database>,
  storage: Storage,
  websiteId: string,
  settings: Omit<Collection, 'layout'>,
  now: Date,
  passwordHash?: string | null,
): Promise<void> {
  await db
    .updateTable('collections')
    .set({
      urlId: settings.urlId,
      title: settings.title,
      status: settings.status,
      settings: storage.dialect.encodeJson(settings),
      updatedAt: now.toISOString(),
      ...(passwordHash === undefined ? {} : { passwordHash }),
    })
    .where('websiteId', '=', websiteId)
    .where('id', '=', settings.id)
    .execute()
}
