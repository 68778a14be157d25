import { LOCAL_FONTS, findLocalFont } from './local-fonts.js'
import type { LocalFont } from './local-fonts.js'

export const FONT_URL_PREFIX = '/assets/fonts/'

export interface FontFile {
  /** The file name under `/assets/fonts/` and in the package's `files/` folder. */
  name: string
  package: string
  weight: 400 | 700
}

export function fontFiles(font: LocalFont): FontFile[] {
  const web = font.webFont
  if (web === undefined) return []
  return web.weights.map((weight) => ({
    name: `${web.package}-latin-${weight}-normal.woff2`,
    package: web.package,
    weight,
  }))
}

/** Every font file Atelier serves; nothing else is ever read from the packages. */
export const FONT_FILES: ReadonlyMap<string, FontFile> = new Map(
  LOCAL_FONTS.flatMap(fontFiles).map((file) => [file.name, file]),
)

/**
 * `@font-face` rules for the web fonts among `families` (system stacks need none), pointing at
 * our own origin. The URLs are unquoted: the text goes into a `<style>` element as it is.
 */
export function fontFaceCss(families: readonly string[]): string {
  const fonts = [...new Set(families)].flatMap((family) => findLocalFont(family) ?? [])
  return fonts
    .flatMap((font) =>
      fontFiles(font).map(
        (file) =>
          `@font-face { font-family: '${font.family}'; font-style: normal; font-weight: ${file.weight}; font-display: swap; src: url(${FONT_URL_PREFIX}${file.name}) format('woff2'); }`,
      ),
    )
    .join('\n')
}

/** Every shipped web font, for the editor's font picker and canvas, where any may be chosen. */
export function allFontFacesCss(): string {
  return fontFaceCss(LOCAL_FONTS.map((font) => font.family))
}
