/**
 * The default theme's product page and blog list, assembled as the server does: the page template
 * rendered with the theme's block partials, then its output placed into the layout.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchCase } from './bench-case.js'
import { loadThemeContexts, type PageContext } from './theme-contexts.js'

interface ThemeManifest {
  readonly layout: string
  readonly pages: Readonly<Record<string, string>>
  readonly partialsDir: string
}

export type ThemeCases = { ok: true; cases: BenchCase[] } | { ok: false; reason: string }

/**
 * SPEC §3 has the engine honour `website.useCLDRMoneyFormat`; the reference reads only
 * `featureFlags.useCLDRMoneyFormat`. The site's setting is copied there so both format money alike.
 */
function withMoneyFlag(context: PageContext): PageContext {
  const flags = (context['featureFlags'] ?? {}) as Record<string, unknown>
  const website = context.website as Record<string, unknown>
  return {
    ...context,
    featureFlags: { ...flags, useCLDRMoneyFormat: website['useCLDRMoneyFormat'] === true },
  }
}

export async function loadThemeCases(repoRoot: string): Promise<ThemeCases> {
  const dir = join(repoRoot, 'themes/default')
  if (!existsSync(join(dir, 'theme.json'))) {
    return { ok: false, reason: `no theme.json in ${dir}` }
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'theme.json'), 'utf8')) as ThemeManifest
  const read = (relative: string): string => readFileSync(join(dir, relative), 'utf8')
  const layout = read(manifest.layout)
  const partials: Record<string, string> = {}
  for (const file of readdirSync(join(dir, manifest.partialsDir)).sort()) {
    if (file.endsWith('.block')) partials[file] = read(join(manifest.partialsDir, file))
  }
  const contexts = await loadThemeContexts(repoRoot)
  if (!contexts.ok) return contexts
  const themeCase = (name: string, context: PageContext): BenchCase => {
    const file = manifest.pages[context.atelier.template]
    if (file === undefined) throw new Error(`theme.json has no ${context.atelier.template} page`)
    return {
      name,
      template: read(file),
      layout,
      json: withMoneyFlag(context),
      partials,
      locale: context.website.language ?? 'en-US',
      ...(context.website.timeZone === undefined ? {} : { timeZone: context.website.timeZone }),
    }
  }
  return {
    ok: true,
    cases: [
      themeCase('theme product', contexts.product),
      themeCase('theme blog-list', contexts.blogList),
    ],
  }
}
