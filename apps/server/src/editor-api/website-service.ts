import { parseWith, websiteSchema } from '@atelier/schema'
import type { Website } from '@atelier/schema'
import { findFile } from '../files/file-record.js'
import { lockWebsite } from '../storage/lock-website.js'
import { documentVersion } from '../storage/document-version.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok, stale, staleWebsiteMessage } from '../errors/editor-failure.js'
import type { PagesDeps } from './pages-service.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface WebsitePatch {
  title?: string
  /** A file of the site becomes the logo; null removes the logo. */
  logoFileId?: string | null
  /** The `identityVersion` the owner read; a save from an older one is refused. */
  baseVersion?: number
}

/** Moves whenever the site title or logo changes (what the editor's site identity holds). */
export function identityVersion(website: Pick<Website, 'title' | 'logo'>): number {
  return documentVersion({ title: website.title, logoFileId: website.logo?.fileId ?? null })
}

export async function updateWebsite(
  deps: PagesDeps,
  websiteId: string,
  patch: WebsitePatch,
): Promise<EditorResult<Website>> {
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    await lockWebsite(trx, websiteId)
    return patchWebsite({ ...deps, storage: { ...storage, db: trx } }, websiteId, patch)
  })
}

async function patchWebsite(
  deps: PagesDeps,
  websiteId: string,
  patch: WebsitePatch,
): Promise<EditorResult<Website>> {
  const { storage } = deps
  const row = await storage.db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  if (row === undefined) return notFound('This website does not exist.')
  const current = storage.dialect.decodeJson<Website>(row.settings)
  if (patch.baseVersion !== undefined && patch.baseVersion !== identityVersion(current)) {
    return stale(identityVersion(current), staleWebsiteMessage)
  }
  const next: Record<string, unknown> = { ...current }
  if (patch.title !== undefined) {
    if (patch.title.trim() === '') return invalid('Please enter a site title', 'title')
    next.title = patch.title.trim()
  }
  if (patch.logoFileId === null) delete next.logo
  else if (patch.logoFileId !== undefined) {
    const file = await findFile(storage, websiteId, patch.logoFileId)
    if (file === undefined || file.width === null || file.height === null) {
      return invalid('Choose an image from the file manager.', 'logoFileId')
    }
    next.logo = {
      fileId: file.id,
      originalSize: `${file.width}x${file.height}`,
      altText: '',
      title: '',
    }
  }
  const parsed = parseWith(websiteSchema, next)
  if (!parsed.ok) return invalid(parsed.issues[0]?.message ?? 'The website is not valid.')
  await storage.db
    .updateTable('websites')
    .set({
      title: parsed.value.title,
      settings: storage.dialect.encodeJson(parsed.value),
      updatedAt: deps.now().toISOString(),
    })
    .where('id', '=', websiteId)
    .execute()
  return ok(parsed.value)
}
