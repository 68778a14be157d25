import { SITE_HEADER_FOOTER_VERSION, siteHeaderFooterSchema } from '@atelier/schema'
import type { SiteHeaderFooter, Versioned } from '@atelier/schema'
import { documentVersion } from '../storage/document-version.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { ok, stale, staleHeaderFooterMessage } from '../errors/editor-failure.js'
import type { Storage } from '../storage/open-storage.js'
import { getHeaderFooter, putHeaderFooter } from './header-footer-repository.js'
import { lockWebsite } from '../storage/lock-website.js'
import { writeTransaction } from '../storage/write-transaction.js'

/** The header and footer as the editor reads them, with the version a save names as its base. */
export type VersionedHeaderFooter = Versioned<SiteHeaderFooter>

function withVersion(document: SiteHeaderFooter): VersionedHeaderFooter {
  return {
    ...document,
    version: documentVersion({ header: document.header, footer: document.footer }),
  }
}

function orDefault(stored: SiteHeaderFooter | undefined): SiteHeaderFooter {
  return stored ?? siteHeaderFooterSchema.parse({ schemaVersion: SITE_HEADER_FOOTER_VERSION })
}

export async function readHeaderFooter(
  storage: Storage,
  websiteId: string,
): Promise<VersionedHeaderFooter> {
  return withVersion(orDefault(await getHeaderFooter(storage, websiteId)))
}

/**
 * Replaces the header and footer unless someone saved a different one since the owner read
 * `baseVersion` (no base: the last save wins, as the SPEC §7 call without one always did).
 */
export async function saveHeaderFooter(
  storage: Storage,
  websiteId: string,
  document: SiteHeaderFooter,
  baseVersion: number | undefined,
  now: Date,
): Promise<EditorResult<VersionedHeaderFooter>> {
  return writeTransaction(storage, async (trx) => {
    await lockWebsite(trx, websiteId)
    const current = withVersion(orDefault(await getHeaderFooter(storage, websiteId, trx)))
    if (baseVersion !== undefined && baseVersion !== current.version) {
      return stale(current.version, staleHeaderFooterMessage)
    }
    await putHeaderFooter(storage, websiteId, document, now, trx)
    return ok(withVersion(document))
  })
}
