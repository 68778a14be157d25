import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { CLDRFramework, type CLDR } from '@phensley/cldr'

const require = createRequire(import.meta.url)
const packsDir = join(dirname(require.resolve('@phensley/cldr/package.json')), 'packs')

// Locale packs are read from disk on first use of a language and kept by the framework's LRU.
const framework = new CLDRFramework({
  loader: (language: string) =>
    JSON.parse(readFileSync(join(packsDir, `${language}.json`), 'utf8')),
  packCacheSize: 16,
  patternCacheSize: 100,
})

const byLocale = new Map<string, CLDR | undefined>()

/** The CLDR instance for a BCP 47 locale; undefined for 'none' or a language without a pack. */
export function getCldr(locale: string): CLDR | undefined {
  if (locale === 'none') return undefined
  if (byLocale.has(locale)) return byLocale.get(locale)
  let cldr: CLDR | undefined
  try {
    cldr = framework.get(locale)
  } catch {
    cldr = undefined
  }
  byLocale.set(locale, cldr)
  return cldr
}
