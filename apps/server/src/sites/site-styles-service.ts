import { documentVersion } from '../storage/document-version.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { ok, stale, staleStylesMessage } from '../errors/editor-failure.js'
import type { Storage } from '../storage/open-storage.js'
import { lockWebsite } from '../storage/lock-website.js'
import { getSiteStyles, putSiteStyles } from './site-styles-repository.js'
import type { SiteStyles } from './site-styles.js'
import { writeTransaction } from '../storage/write-transaction.js'

/** The styles as the editor reads them, with the version a save names as its base. */
export type VersionedSiteStyles = SiteStyles & { version: number }

function withVersion(styles: SiteStyles): VersionedSiteStyles {
  return { ...styles, version: documentVersion({ fonts: styles.fonts, colors: styles.colors }) }
}

export async function readSiteStyles(
  storage: Storage,
  websiteId: string,
): Promise<VersionedSiteStyles> {
  return withVersion(await getSiteStyles(storage, websiteId))
}

/** Saves valid styles unless someone saved different ones since the owner read `baseVersion`. */
export async function saveSiteStyles(
  storage: Storage,
  websiteId: string,
  styles: SiteStyles,
  baseVersion: number | undefined,
  now: Date,
): Promise<EditorResult<VersionedSiteStyles>> {
  return writeTransaction(storage, async (trx) => {
    await lockWebsite(trx, websiteId)
    const current = withVersion(await getSiteStyles(storage, websiteId, trx))
    if (baseVersion !== undefined && baseVersion !== current.version) {
      return stale(current.version, staleStylesMessage)
    }
    await putSiteStyles(storage, websiteId, styles, now, trx)
    return ok(withVersion(styles))
  })
}
