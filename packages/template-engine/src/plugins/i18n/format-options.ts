/** Formatter arguments split into bare words and `key:value` options. */
export interface FormatOptions {
  bare: string[]
  named: Map<string, string>
}

/** Split `['short', 'context:begin-sentence']` into bare words and named options. */
export function parseFormatOptions(args: readonly string[]): FormatOptions {
  const bare: string[] = []
  const named = new Map<string, string>()
  for (const arg of args) {
    for (const word of arg.split(' ')) {
      if (word === '') continue
      const colon = word.indexOf(':')
      if (colon > 0) named.set(word.slice(0, colon), word.slice(colon + 1))
      else bare.push(word)
    }
  }
  return { bare, named }
}

/** `true`/`false` option text as a boolean; undefined when absent or not a boolean. */
export function booleanOption(options: FormatOptions, key: string): boolean | undefined {
  const value = options.named.get(key)
  return value === 'true' ? true : value === 'false' ? false : undefined
}

/** Numeric option text as an integer; undefined when absent or not a number. */
export function integerOption(options: FormatOptions, key: string): number | undefined {
  const value = options.named.get(key)
  if (value === undefined) return undefined
  const n = Number.parseInt(value, 10)
  return Number.isNaN(n) ? undefined : n
}
