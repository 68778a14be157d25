import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compile, type Template } from '@atelier/template-engine'

/** The default theme beside the workspace root; the same path from `src/render` and `dist/render`. */
export const DEFAULT_THEME_DIR = fileURLToPath(
  new URL('../../../../themes/default/', import.meta.url),
)

interface ThemeManifest {
  name: string
  version: string
  layout: string
  stylesheets: string[]
  pages: Record<string, string>
  partialsDir: string
}

/** A theme read and compiled once at start: layout, page templates, block partials and CSS. */
export interface Theme {
  name: string
  layout: Template
  pages: ReadonlyMap<string, Template>
  partials: Readonly<Record<string, string>>
  stylesheet: { css: string; url: string }
  /** Changes when any template or the CSS changes; part of every render cache key. */
  fingerprint: string
}

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
  const partials: Record<string, string> = {}
  const partialFiles = (await readdir(path.join(dir, manifest.partialsDir)))
    .filter((file) => file.endsWith('.block'))
    .sort()
  for (const file of partialFiles) {
    partials[file] = await read(path.join(manifest.partialsDir, file))
    // Partials are compiled on first use and cached by the engine; compiling here surfaces syntax errors at start.
    compile(partials[file])
  }
  const css = (await Promise.all(manifest.stylesheets.map(read))).join('\n')
  const fingerprint = hash.digest('hex').slice(0, 12)
  return {
    name: manifest.name,
    layout: compile(layoutSource),
    pages,
    partials,
    stylesheet: { css, url: `/assets/theme/site.css?v=${fingerprint}` },
    fingerprint,
  }
}
