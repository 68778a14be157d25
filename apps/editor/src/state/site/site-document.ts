import type { SiteFooter, SiteHeader } from '@atelier/schema'
import { editorStrings } from '../../strings.js'

/**
 * What the Header & Footer area edits as one document with one undo history: the site identity
 * (title and logo, saved on the website) and the header and footer (saved as SPEC §7
 * `site-header-footer`). Each part keeps the version it was read at for its own conflict check.
 */
export interface SiteDocument {
  title: string
  logoFileId: string | null
  header: SiteHeader
  footer: SiteFooter
}

/** What must be fixed before the document is sent; null when it can be saved. */
export function checkSiteDocument(
  document: SiteDocument,
): { message: string; errors: Record<string, string> } | null {
  if (document.title.trim() !== '') return null
  return { message: editorStrings.enterSiteTitle, errors: { title: editorStrings.enterSiteTitle } }
}
