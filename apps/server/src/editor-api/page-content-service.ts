import { emptyLayout, layoutSchema, parseWith } from '@atelier/schema'
import type { PageContent } from '@atelier/schema'
import type { EditorResult } from '../errors/editor-failure.js'
import { notFound, ok, stale } from '../errors/editor-failure.js'
import { findPageRecord, writePageSettings } from './page-record.js'
import type { PagesDeps } from './pages-service.js'
import { pageNotFound } from './pages-service.js'
import { failure } from '../errors/failure.js'
import { writeTransaction } from '../storage/write-transaction.js'

export async function getPageContent(
  deps: PagesDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<PageContent>> {
  const record = await findPageRecord(deps.storage, websiteId, id)
  if (record === undefined) return notFound(pageNotFound)
  return ok({
    layout: record.draft ?? record.published ?? emptyLayout(),
    version: record.version,
    publishedVersion: record.publishedVersion,
  })
}

/**
 * Saves the draft when nobody saved since `baseVersion` (one conditional update, so two tabs
 * saving at once cannot both win). Visitors keep seeing the published layout.
 */
export async function savePageDraft(
  deps: PagesDeps,
  websiteId: string,
  id: string,
  input: { layout: unknown; baseVersion: number },
): Promise<EditorResult<{ version: number }>> {
  const parsed = parseWith(layoutSchema, input.layout)
  if (!parsed.ok) {
    const errors = Object.fromEntries(
      parsed.issues.map((issue) => [
        issue.path === '' ? 'layout' : `layout.${issue.path}`,
        issue.message,
      ]),
    )
    return failure('invalid', parsed.issues[0]?.message ?? 'The layout is not valid.', {
      fields: errors,
    })
  }
  const { storage } = deps
  const result = await storage.db
    .updateTable('collections')
    .set((eb) => ({
      draftContent: storage.dialect.encodeJson(parsed.value),
      version: eb('version', '+', 1),
    }))
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .where('version', '=', input.baseVersion)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 1) return ok({ version: input.baseVersion + 1 })
  const record = await findPageRecord(storage, websiteId, id)
  if (record === undefined) return notFound(pageNotFound)
  return stale(record.version)
}

/**
 * Copies the draft to the published layout. A page still in draft status goes live with it;
 * scheduled, private and needs-review pages keep their status.
 */
export async function publishPage(
  deps: PagesDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<{ publishedVersion: number }>> {
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    const record = await findPageRecord(storage, websiteId, id, trx)
    if (record === undefined) return notFound(pageNotFound)
    const layout = record.draft ?? record.published
    await trx
      .updateTable('collections')
      .set({
        content: storage.dialect.encodeJson(layout),
        draftContent: null,
        publishedVersion: record.version,
      })
      .where('websiteId', '=', websiteId)
      .where('id', '=', id)
      .execute()
    const settings =
      record.settings.status === 'draft'
        ? { ...record.settings, status: 'published' as const }
        : record.settings
    await writePageSettings(trx, storage, websiteId, settings, deps.now())
    return ok({ publishedVersion: record.version })
  })
}
