/** SPEC §9: a text-derived description is at most 250 characters. */
export const DESCRIPTION_MAX = 250

/**
 * Shortens plain text to at most `max` characters for meta descriptions, cutting at a word
 * boundary and ending with an ellipsis when anything was cut.
 */
export function describeText(text: string, max: number = DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max - 1)
  const lastSpace = room.lastIndexOf(' ')
  const cut = lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room
  return `${cut.replace(/[\s,.;:!?-]+$/, '')}…`
}

/** Plain text of a fragment of our own markup (tags dropped, the few entities we write decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
