import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, type Template } from '@atelier/template-engine'
import { minify } from 'csso'

/** The default theme beside the workspace root; the same path from `src/render` and `dist/render`. */
export const DEFAULT_THEME_DIR = fileURLToPath(
  new URL('../../../../../themes/default/', import.meta.url),
)

interface ThemeManifest {
  name: string
  version: string
  layout: string
  stylesheets: string[]
  pages: Record<string, string>
  /** Alternative templates of a page an experiment may switch to: page → variant → file. */
  templateVariants?: Record<string, Record<string, string>>
  partialsDir: string
}

/** A theme read and compiled once at start: layout, page templates, block partials and CSS. */
export interface Theme {
  name: string
  layout: Template
  pages: ReadonlyMap<string, Template>
  /** `page template` → `variant` → template; the page's own template is the variant `default`. */
  templateVariants: ReadonlyMap<string, ReadonlyMap<string, Template>>
  partials: Readonly<Record<string, string>>
  /**
   * The theme's CSS and its URL. `inline` when it is small enough to print in each page's head
   * (`INLINE_STYLESHEET_MAX_BYTES`): a phone then paints from the first response instead of
   * waiting for a render-blocking stylesheet request.
   */
  stylesheet: { css: string; url: string; inline: boolean }
  /** Changes when any template or the CSS changes; part of every render cache key. */
  fingerprint: string
}

/**
 * The largest theme stylesheet printed inline in every page, counted once minified (about 10 KB
 * once compressed with the page); a larger one is linked and cached apart. The default theme's is
 * about 52 KB minified (68 KB as written, with its comments).
 */
export const INLINE_STYLESHEET_MAX_BYTES = 64 * 1024

export async function loadTheme(dir: string = DEFAULT_THEME_DIR): Promise<Theme> {
  const manifest = JSON.parse(await readFile(path.join(dir, 'theme.json'), 'utf8')) as ThemeManifest
  const hash = createHash('sha1')
  const read = async (relative: string) => {
    const text = await readFile(path.join(dir, relative), 'utf8')
    hash.update(relative).update(text)
    return text
  }
  const layoutSource = await read(manifest.layout)
  const pages = new Map<string, Template>()
  for (const [name, file] of Object.entries(manifest.pages)) {
    pages.set(name, compile(await read(file)))
  }
  const templateVariants = new Map<string, Map<string, Template>>()
  for (const [page, variants] of Object.entries(manifest.templateVariants ?? {})) {
    const compiled = new Map<string, Template>()
    for (const [variant, file] of Object.entries(variants))
      compiled.set(variant, compile(await read(file)))
    templateVariants.set(page, compiled)
  }
  const partials: Record<string, string> = {}
  const partialFiles = (await readdir(path.join(dir, manifest.partialsDir)))
    .filter((file) => file.endsWith('.block'))
    .sort()
  for (const file of partialFiles) {
    partials[file] = await read(path.join(manifest.partialsDir, file))
    // Partials are compiled on first use and cached by the engine; compiling here surfaces syntax errors at start.
    compile(partials[file])
  }
  // Minified once at start (csso, without restructuring: rules keep their order and meaning), so
  // the theme's comments and spacing cost nothing in every page's head.
  const css = minify((await Promise.all(manifest.stylesheets.map(read))).join('\n'), {
    restructure: false,
  }).css
  const fingerprint = hash.digest('hex').slice(0, 12)
  return {
    name: manifest.name,
    layout: compile(layoutSource),
    pages,
    templateVariants,
    partials,
    stylesheet: {
      css,
      url: `/assets/theme/site.css?v=${fingerprint}`,
      // A `</style` inside the CSS would end the inline element early: such a sheet stays linked.
      inline: Buffer.byteLength(css) <= INLINE_STYLESHEET_MAX_BYTES && !/<\/style/i.test(css),
    },
    fingerprint,
  }
}
