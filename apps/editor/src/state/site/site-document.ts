import type { RichText, SiteFooter, SiteHeader } from '@atelier/schema'
import { plainText } from '../../rich-text/rich-text-convert.js'
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

/** Footer text as the owner types it: a blank line starts a new paragraph. */
export function footerParagraphs(text: string): RichText[] {
  const paragraphs = text
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => ({
      type: 'paragraph' as const,
      children: [{ type: 'text' as const, text: part, bold: false, italic: false }],
    }))
  return paragraphs.length === 0 ? [] : [paragraphs]
}

/** The footer's text as the textarea shows it: a blank line between paragraphs. */
export function footerText(footer: SiteFooter): string {
  return footer.textBlocks.flatMap((text) => text.map((block) => plainText([block]))).join('\n\n')
}

/** What must be fixed before the document is sent; null when it can be saved. */
export function checkSiteDocument(
  document: SiteDocument,
): { message: string; errors: Record<string, string> } | null {
  if (document.title.trim() !== '') return null
  return { message: editorStrings.enterSiteTitle, errors: { title: editorStrings.enterSiteTitle } }
}
