import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'

/** `photo.500w.jpg` (a derived width, see `files/image-widths.ts`) → `photo.jpg`. */
const derivedWidth = /\.\d{1,4}w(\.[^./]*)?$/

/**
 * Whether the stored file at `path` (or the original a derived width was made from) is the file a
 * digital product delivers (`structuredContent.downloadFileId`). Such files are reachable only
 * through signed download links, never at their public `/files/…` address.
 */
export async function isProductDownload(
  storage: Storage,
  websiteId: string,
  path: string,
): Promise<boolean> {
  const paths = [...new Set([path, path.replace(derivedWidth, '$1')])]
  const files = await storage.db
    .selectFrom('files')
    .select('id')
    .where('websiteId', '=', websiteId)
    .where('path', 'in', paths)
    .execute()
  if (files.length === 0) return false
  const downloadFileId =
    storage.dialect.name === 'postgres'
      ? sql<string>`items.document->'structuredContent'->>'downloadFileId'`
      : sql<string>`json_extract(items.document, '$.structuredContent.downloadFileId')`
  const product = await storage.db
    .selectFrom('items')
    .select('items.id')
    .where('items.websiteId', '=', websiteId)
    .where(
      downloadFileId,
      'in',
      files.map((file) => file.id),
    )
    .limit(1)
    .executeTakeFirst()
  return product !== undefined
}
