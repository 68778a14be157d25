import type { Selectable } from 'kysely'
import type { FilesTable } from '../storage/tables/site-tables.js'
import type { Storage } from '../storage/open-storage.js'

export interface FileRecord {
  id: string
  websiteId: string
  /** Relative to the file store root. */
  path: string
  /** `/files/<path>`; add `?format=500w` for a derived width. */
  url: string
  originalName: string
  mime: string
  size: number
  width: number | null
  height: number | null
  derivedWidths: number[]
  /** Other descriptive fields (alt text …) kept with the file. */
  document: Record<string, unknown>
}

export function fileUrl(path: string): string {
  return `/files/${path.split('/').map(encodeURIComponent).join('/')}`
}

export function toFileRecord(storage: Storage, row: Selectable<FilesTable>): FileRecord {
  return {
    id: row.id,
    websiteId: row.websiteId,
    path: row.path,
    url: fileUrl(row.path),
    originalName: row.originalName,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    derivedWidths: storage.dialect.decodeJson<number[]>(row.derivedWidths),
    document: storage.dialect.decodeJson<Record<string, unknown>>(row.document),
  }
}

export async function findFile(
  storage: Storage,
  websiteId: string,
  id: string,
): Promise<FileRecord | undefined> {
  const row = await storage.db
    .selectFrom('files')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined ? undefined : toFileRecord(storage, row)
}
