/** `@font-face` rules of every web font shipped with Atelier, served from our own origin. */
export const FONT_STYLESHEET_URL = '/assets/fonts/all.css'

/** Loads the shipped fonts into the editor once, so the font picker shows each in its own face. */
export function ensureFontStylesheet(doc: Document = document): void {
  if (doc.querySelector(`link[href="${FONT_STYLESHEET_URL}"]`)) return
  const link = doc.createElement('link')
  link.rel = 'stylesheet'
  link.href = FONT_STYLESHEET_URL
  doc.head.append(link)
}
