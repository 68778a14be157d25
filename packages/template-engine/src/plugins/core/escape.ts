/**
 * Escapes `&`, `<`, `>` and, with `quotes`, `"`. A hand loop: text without those characters
 * comes back as it is, without allocating.
 */
function escape(text: string, quotes: boolean): string {
  let out = ''
  let last = 0
  for (let i = 0; i < text.length; i++) {
    let entity: string
    switch (text.charCodeAt(i)) {
      case 38:
        entity = '&amp;'
        break
      case 60:
        entity = '&lt;'
        break
      case 62:
        entity = '&gt;'
        break
      case 34:
        if (!quotes) continue
        entity = '&quot;'
        break
      default:
        continue
    }
    out += text.slice(last, i) + entity
    last = i + 1
  }
  return last === 0 ? text : out + text.slice(last)
}

/**
 * Past this length the engine's native replace wins: JSON in `data-` attributes runs to
 * kilobytes with hundreds of quotes, where a loop in script spends its time on concatenation.
 */
const LONG_TEXT = 256
const TEXT_SPECIAL = /[&<>]/
const ATTRIBUTE_SPECIAL = /[&<>"]/
const AMPERSANDS = /&/g
const LESS_THANS = /</g
const GREATER_THANS = />/g
const QUOTES = /"/g

function escapeLong(text: string, quotes: boolean): string {
  if (!(quotes ? ATTRIBUTE_SPECIAL : TEXT_SPECIAL).test(text)) return text
  const escaped = text
    .replace(AMPERSANDS, '&amp;')
    .replace(LESS_THANS, '&lt;')
    .replace(GREATER_THANS, '&gt;')
  return quotes ? escaped.replace(QUOTES, '&quot;') : escaped
}

/** Escapes text for HTML content. */
export function escapeHtml(text: string): string {
  return text.length > LONG_TEXT ? escapeLong(text, false) : escape(text, false)
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.length > LONG_TEXT ? escapeLong(text, true) : escape(text, true)
}
