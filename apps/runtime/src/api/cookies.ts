/**
 * The document's cookies, or none where reading them is refused (a sandboxed frame with an opaque
 * origin, such as the editor's canvas, throws a SecurityError).
 */
export function documentCookies(doc: Document = document): string {
  try {
    return doc.cookie
  } catch {
    return ''
  }
}

/** Writes one cookie where the document may (nothing in an opaque-origin frame). */
export function writeDocumentCookie(doc: Document, cookie: string): void {
  try {
    doc.cookie = cookie
  } catch {
    // No cookie jar for this document.
  }
}

/** The value of one cookie, decoded; undefined when absent. */
export function readCookie(name: string, cookies: string = documentCookies()): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() !== name) continue
    const raw = part.slice(index + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}
