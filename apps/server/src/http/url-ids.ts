import { Limits } from '@atelier/schema'
import { transliterate } from 'transliteration'

const validUrlId = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const maxUrlIdLength = 200

/**
 * The one slug of Atelier (pages, stores, products, items, imported products): lower-case ASCII
 * letters, digits and single hyphens. Other scripts are transliterated by the `transliteration`
 * library, so "Café & Co." → "cafe-co", "Чайник" → "chaynik", "Τσαγιέρα" → "tsagiera" and
 * "茶壶" → "cha-hu" (Mandarin pinyin) instead of an empty id.
 */
export function urlIdFromTitle(title: string): string {
  return transliterate(title.normalize('NFC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxUrlIdLength)
    .replace(/-+$/, '')
}

export function isValidUrlId(value: string): boolean {
  return value.length <= maxUrlIdLength && validUrlId.test(value)
}

/** `base`, or `base-1`, `base-2` … whichever no other collection of the site uses. */
export function uniqueUrlId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  for (let suffix = 1; ; suffix++) {
    const candidate = `${base}-${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

/** A page's url id: from its title, or `page` when even transliterated it has no letters or digits. */
export function pageUrlId(title: string, taken: ReadonlySet<string>): string {
  const base = urlIdFromTitle(title)
  return uniqueUrlId(base === '' ? 'page' : base, taken)
}

/**
 * SPEC §5 store url id: derived from the title; the fallback `store` when that is empty or shorter
 * than the store id minimum (3); a numeric suffix when another collection already uses it.
 */
export function storeUrlId(title: string, taken: ReadonlySet<string>): string {
  const base = urlIdFromTitle(title)
  return uniqueUrlId(base.length < Limits.storeIdMinLength ? 'store' : base, taken)
}
