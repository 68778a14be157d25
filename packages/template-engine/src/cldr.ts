import { CLDRFramework, type CLDR } from '@phensley/cldr'

/**
 * Reads the CLDR pack of a language (`en`, `fr`…) as `@phensley/cldr` ships it (parsed JSON).
 * The engine does no I/O: its caller supplies this (the CLI and the server read the packs from
 * disk with `@atelier/template-engine/cldr-packs`).
 */
export type CldrPackLoader = (language: string) => unknown

/** The CLDR instance for a BCP 47 locale; undefined for 'none' or a language without a pack. */
export type CldrSource = (locale: string) => CLDR | undefined

/** Packs are kept by the framework's LRU, instances per locale for the life of the source. */
export function createCldrSource(loadPack: CldrPackLoader): CldrSource {
  const framework = new CLDRFramework({
    loader: (language: string) => loadPack(language) as never,
    packCacheSize: 16,
    patternCacheSize: 100,
  })
  const byLocale = new Map<string, CLDR | undefined>()
  return (locale) => {
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
}

/** Renders without a source have no locale data, as with locale 'none'. */
export const NO_CLDR: CldrSource = () => undefined
