import type { FileUse } from '@atelier/schema'
import { findFile } from '../files/file-record.js'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { notFound, ok } from '../errors/editor-failure.js'

/** Where a file shows on the site (shared with the editor). */
export type { FileUse }

const fileMissing = 'This file does not exist.'

/** True when a stored document names the file by its id or its address. */
function mentions(storage: Storage, raw: unknown, needles: readonly string[]): boolean {
  if (raw === null || raw === undefined) return false
  const text = JSON.stringify(storage.dialect.decodeJson(raw))
  return needles.some((needle) => text.includes(needle))
}

/**
 * Every place of the website that uses the file, so the file manager can warn before a delete
 * breaks them: pages (their settings, published and draft layouts), posts and products, the
 * header and footer, and the site identity (logo).
 */
export async function findFileUses(
  storage: Storage,
  websiteId: string,
  id: string,
): Promise<EditorResult<{ usedOn: FileUse[] }>> {
  const record = await findFile(storage, websiteId, id)
  if (record === undefined) return notFound(fileMissing)
  const needles = [record.id, record.url]
  const usedOn: FileUse[] = []
  const website = await storage.db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  if (mentions(storage, website?.settings, needles)) {
    usedOn.push({ kind: 'site', id: websiteId, title: 'Site identity' })
  }
  const headerFooter = await storage.db
    .selectFrom('siteHeaderFooter')
    .select('document')
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  if (mentions(storage, headerFooter?.document, needles)) {
    usedOn.push({ kind: 'site', id: websiteId, title: 'Header & Footer' })
  }
  const pages = await storage.db
    .selectFrom('collections')
    .select(['id', 'title', 'settings', 'content', 'draftContent'])
    .where('websiteId', '=', websiteId)
    .orderBy('position')
    .execute()
  for (const page of pages) {
    if (
      [page.settings, page.content, page.draftContent].some((raw) =>
        mentions(storage, raw, needles),
      )
    ) {
      usedOn.push({ kind: 'page', id: page.id, title: page.title })
    }
  }
  const items = await storage.db
    .selectFrom('items')
    .select(['id', 'title', 'document'])
    .where('websiteId', '=', websiteId)
    .orderBy('position')
    .execute()
  for (const item of items) {
    if (mentions(storage, item.document, needles)) {
      usedOn.push({ kind: 'item', id: item.id, title: item.title })
    }
  }
  return ok({ usedOn })
}
