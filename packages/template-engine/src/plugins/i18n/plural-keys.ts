const PLURAL_TAG = /\{\s*[^\s{}]+\s*,?\s*(?:plural|selectordinal)\s*,?/g
const SPACE = /\s|,/

/** The CLDR plural categories; a locale selects some of them, and a message may name any. */
const CATEGORIES: ReadonlySet<string> = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])

/** The index just past the `{…}` block opening at `start`, counting nested braces. */
function skipBlock(message: string, start: number): number {
  let depth = 0
  for (let i = start; i < message.length; i++) {
    if (message[i] === '{') depth++
    else if (message[i] === '}' && --depth === 0) return i + 1
  }
  return message.length
}

/** The choice keys of the plural or ordinal tag whose choices start at `from`. */
function choiceKeys(message: string, from: number): string[] {
  const keys: string[] = []
  let i = from
  for (;;) {
    while (i < message.length && SPACE.test(message[i])) i++
    if (i >= message.length || message[i] === '}') return keys
    const start = i
    while (i < message.length && !SPACE.test(message[i]) && message[i] !== '{') i++
    const key = message.slice(start, i)
    if (key === '') return keys
    if (key.startsWith('offset:')) continue
    keys.push(key)
    while (i < message.length && SPACE.test(message[i])) i++
    if (message[i] !== '{') return keys
    i = skipBlock(message, i)
  }
}

/**
 * Plural and ordinal choice keys of a message that are neither a CLDR category nor `=n`.
 * The message formatter silently drops such a choice and every choice after it.
 */
export function invalidPluralKeys(message: string): string[] {
  const invalid: string[] = []
  if (!message.includes('plural') && !message.includes('selectordinal')) return invalid
  for (const match of message.matchAll(PLURAL_TAG)) {
    for (const key of choiceKeys(message, match.index + match[0].length)) {
      if (!key.startsWith('=') && !CATEGORIES.has(key)) invalid.push(key)
    }
  }
  return invalid
}
