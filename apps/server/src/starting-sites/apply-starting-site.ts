import type { AppServices } from '../app-services.js'
import { AtelierError } from '../errors/atelier-error.js'
import { indexSiteContent } from '../search/index-site-content.js'
import { parseSiteBundle, storeBundleFiles, writeSiteContent } from '../sites/import-site.js'
import { findWebsiteById } from '../sites/website-repository.js'
import { lockRows } from '../storage/lock-rows.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withStartingImages } from './starting-site-images.js'
import { buildStartingSiteBundle, findStartingSite, startingIdPrefix } from './starting-sites.js'
import { startingSitesStrings as strings } from './starting-sites-strings.js'

type Deps = Pick<AppServices, 'storage' | 'fileStore' | 'now' | 'searchIndex'>

/** A layout with no blocks (or none at all). */
function emptyLayout(storage: Storage, stored: unknown): boolean {
  if (stored === null || stored === undefined) return true
  const layout = typeof stored === 'string' ? storage.dialect.decodeJson<unknown>(stored) : stored
  if (layout === null || typeof layout !== 'object') return true
  const blocks = (layout as { blocks?: unknown[] }).blocks
  return !Array.isArray(blocks) || blocks.length === 0
}

/** Whether the website is still new: no items, and only pages without a block. */
export async function isEmptySite(
  db: Kysely<Database>,
  storage: Storage,
  websiteId: string,
): Promise<boolean> {
  const item = await db
    .selectFrom('items')
    .select('id')
    .where('websiteId', '=', websiteId)
    .limit(1)
    .executeTakeFirst()
  if (item !== undefined) return false
  const collections = await db
    .selectFrom('collections')
    .select(['type', 'content', 'draftContent'])
    .where('websiteId', '=', websiteId)
    .execute()
  return collections.every(
    (row) =>
      row.type === 'page' &&
      emptyLayout(storage, row.content) &&
      emptyLayout(storage, row.draftContent),
  )
}

/**
 * Fills a new, empty website with a starting site: its styles, pages, navigation, footer, sample
 * content and pictures, published at once. A site that has content already is refused (409), so
 * nobody's work is ever replaced. The empty pages it had are removed first.
 */
export async function applyStartingSite(
  deps: Deps,
  websiteId: string,
  key: string,
  options: { keepTitle?: boolean } = {},
): Promise<{ websiteId: string; key: string }> {
  const { storage } = deps
  const site = findStartingSite(key)
  if (site === undefined) throw new AtelierError('not-found', strings.unknownStartingSite)
  const existing = await findWebsiteById(storage, websiteId)
  if (existing === undefined) throw new AtelierError('not-found', strings.unknownStartingSite)
  if (!(await isEmptySite(storage.db, storage, websiteId))) {
    throw new AtelierError('conflict', strings.siteNotEmpty)
  }
  const now = deps.now()
  const bundle = parseSiteBundle(
    await withStartingImages(
      site,
      buildStartingSiteBundle(site, {
        website: { ...existing.website, id: websiteId },
        ...(options.keepTitle === true ? { title: existing.title } : {}),
        prefix: `${startingIdPrefix}${newId()}`,
        now,
      }),
    ),
  )
  const at = now.toISOString()
  await writeTransaction(storage, async (trx) => {
    await lockRows(
      trx.selectFrom('websites').select('id').where('id', '=', websiteId),
      storage.dialect.name,
    ).execute()
    // Checked again under the lock: a page the owner filled meanwhile is never replaced.
    if (!(await isEmptySite(trx, storage, websiteId))) {
      throw new AtelierError('conflict', strings.siteNotEmpty)
    }
    await trx.deleteFrom('collections').where('websiteId', '=', websiteId).execute()
    await trx.deleteFrom('siteHeaderFooter').where('websiteId', '=', websiteId).execute()
    await trx
      .updateTable('websites')
      .set({
        title: bundle.website.title,
        settings: storage.dialect.encodeJson({ ...existing.website, ...bundle.website }),
        updatedAt: at,
      })
      .where('id', '=', websiteId)
      .execute()
    await writeSiteContent(trx, storage, bundle, at, now)
  })
  await storeBundleFiles(deps, bundle, at)
  await indexSiteContent(deps.searchIndex, bundle)
  return { websiteId, key }
}
