import { escapeAttribute, escapeHtml as escapeText } from '../core/escape.js'

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
}
const toEntity = (ch: string): string => ENTITIES[ch]

/** Escape text placed between tags. */
export function escapeHtml(text: string): string {
  return escapeText(text)
}

/** Escape text placed inside a double-quoted attribute (product JSON in `data-` attributes). */
export function escapeAttr(text: string): string {
  return escapeAttribute(text)
}

const MARKUP_SPECIALS = /[<>"]/g

/**
 * Escape an attribute value while keeping ampersands as written: the storefront
 * reads the variant prompt's aria-label back verbatim, entities included.
 */
export function escapeAttrKeepAmpersands(text: string): string {
  return text.replace(MARKUP_SPECIALS, toEntity)
}
