import { escapeAttribute } from '../core/escape.js'

const NEEDS_ESCAPE = /[&<>"]/

/** Escape a double-quoted attribute value; most values need nothing, so test before replacing. */
export function escapeAttr(text: string): string {
  return NEEDS_ESCAPE.test(text) ? escapeAttribute(text) : text
}
