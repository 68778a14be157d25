import { editorApi } from '../api/editor-api.js'
import type { SiteDocument } from '../state/site/site-document.js'

/** The versions each part of the document was last read or saved at (its conflict bases). */
export interface SiteVersions {
  identity: number
  headerFooter: number
}

export interface SavedIdentity {
  title: string
  logoFileId: string | null
  identityVersion: number
}

/**
 * Sends what changed since `saved`: the title and logo to the website, the header and footer as
 * SPEC §7 `site-header-footer`, each naming its own base version (a 409 when someone else saved
 * that part meanwhile). `versions` moves on with each part saved, so after a failure the next
 * attempt resends only what is still unsaved, from the right base.
 */
export async function saveSiteDocument(
  document: SiteDocument,
  saved: SiteDocument,
  versions: SiteVersions,
  onIdentitySaved?: (website: SavedIdentity) => void,
): Promise<void> {
  const patch = {
    ...(document.title !== saved.title ? { title: document.title } : {}),
    ...(document.logoFileId !== saved.logoFileId ? { logoFileId: document.logoFileId } : {}),
  }
  if (Object.keys(patch).length > 0) {
    const { website } = await editorApi.updateWebsite({
      ...patch,
      baseVersion: versions.identity,
    })
    versions.identity = website.identityVersion
    onIdentitySaved?.(website)
  }
  if (document.header !== saved.header || document.footer !== saved.footer) {
    const stored = await editorApi.saveHeaderFooter(
      { header: document.header, footer: document.footer },
      versions.headerFooter,
    )
    versions.headerFooter = stored.version
  }
}
