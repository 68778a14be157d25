import type { FormatterFn } from '../plugin-api.js'
import type { FormatterCall } from './instruction.js'

/** SPEC §9: parsed formatter chains are cached, at most this many. */
export const FORMATTER_CACHE_SIZE = 100

const NAME = /^[A-Za-z0-9_-]+/

export type ChainResult =
  | { readonly ok: true; readonly calls: readonly FormatterCall[] }
  | { readonly ok: false; readonly unknown: string | null }

/** Splits `name<d>arg<d>arg` on its own delimiter: the first character after the name. */
export function splitCall(text: string, name: string): string[] {
  const rest = text.slice(name.length)
  return rest.length === 0 ? [] : rest.slice(1).split(rest[0] as string)
}

/** Parses formatter chains (`f a b|g`), keeping the last FORMATTER_CACHE_SIZE in a small LRU. */
export class FormatterChainParser {
  private readonly cache = new Map<string, ChainResult>()

  constructor(private readonly formatters: ReadonlyMap<string, FormatterFn>) {}

  parse(text: string): ChainResult {
    const hit = this.cache.get(text)
    if (hit !== undefined) {
      this.cache.delete(text)
      this.cache.set(text, hit)
      return hit
    }
    const result = this.parseUncached(text)
    if (this.cache.size >= FORMATTER_CACHE_SIZE) {
      const oldest = this.cache.keys().next().value as string
      this.cache.delete(oldest)
    }
    this.cache.set(text, result)
    return result
  }

  get size(): number {
    return this.cache.size
  }

  private parseUncached(text: string): ChainResult {
    const calls: FormatterCall[] = []
    for (const part of text.split('|')) {
      const name = NAME.exec(part)?.[0]
      if (name === undefined) return { ok: false, unknown: null }
      const fn = this.formatters.get(name)
      if (fn === undefined) return { ok: false, unknown: name }
      calls.push({ name, fn, args: splitCall(part, name) })
    }
    return { ok: true, calls }
  }
}
