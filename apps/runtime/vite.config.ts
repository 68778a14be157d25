import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { defaultClientConditions, defineConfig, type Plugin } from 'vite'

const root = import.meta.dirname
const entriesDir = path.join(root, 'src/entries')

/**
 * Code is bundled per page kind, not per module, so a page loads a few files instead of dozens.
 * The loader (the entry) carries the shared code and the islands of every page (cart pill, site
 * nav, the first small parts of the newsletter and popup islands); `product` the islands of a
 * product page; `forms`, `gallery`, `cart`, `checkout` and `account` the islands of those pages.
 * What a page does not show at first is a lazy file loaded when needed: `dialog` (alerts, the
 * installment details, the popup overlay), the newsletter form and the restock box (their
 * entries import them), `installment` (sites with Afterpay or Clearpay), the lightbox, the
 * captcha, the consent banner, the error reporter and the Web Vitals collector (after `load`);
 * the tracker is one file of its own (`tracking`, issue 13: at most 3 KB). Code shared by two
 * kinds joins the loader, so no page kind's bundle imports another's (a cart page loads the
 * loader and `cart`, never `product`).
 * `runtime-assets.routes.ts` in the server names the bundle of each page kind;
 * `e2e/visitor-scripts.spec.ts` holds each kind to its budget.
 */
const pageKinds: [RegExp, string][] = [
  // The tracker (issue #13) in one file of its own: every page loads it, and a page without the
  // tracking island loads nothing of it. Web Vitals (the web-vitals library) are a lazy file
  // loaded after the page's load event (issue 19 point 13); the consent banner and the error
  // reporter are lazy files too, loaded only when a page needs them; the experiments (started by
  // the loader) and what they share with the tracker join the loader.
  [
    /[\\/]src[\\/](entries[\\/]tracking\.ts|tracking[\\/](?!consent-banner|error-reporter|experiments|send-tracking|tracking-strings|web-vitals-collector))/,
    'tracking',
  ],
  [/[\\/]src[\\/]additional-fields[\\/]additional-fields-modal\.tsx$/, 'additional-fields'],
  [/[\\/]src[\\/]lightbox[\\/]/, 'lightbox'],
  // Dialogs shown on demand (failure alerts, installment details, extra-information forms, the
  // popup overlay) load with the first one.
  [
    /[\\/]src[\\/](ui[\\/](modal|close-icon|alert-dialog|focusable)|popup[\\/]popup-overlay)\.tsx?$/,
    'dialog',
  ],
  // The installment pill (SPEC §2, sites with Afterpay or Clearpay): a file of its own, so the
  // product pages of other sites do not load its pricing rules.
  [/[\\/]src[\\/](installment[\\/]|entries[\\/]installment-pill\.tsx?$)/, 'installment'],
  [/[\\/]src[\\/]product[\\/]/, 'product'],
  [/[\\/]src[\\/]entries[\\/](product-form|restock)\.tsx?$/, 'product'],
  // The captcha's widget: the site forms', and the restock box's (a lazy file) when it shows.
  [/[\\/]src[\\/](entries[\\/]site-form|forms[\\/]altcha-widget)\.tsx?$/, 'forms'],
  // Form validation: the site forms' and the extra-information dialog's (which loads on demand).
  [
    /[\\/]packages[\\/]forms[\\/]src[\\/](validate-form|validate-field|is-field-empty)\.ts$/,
    'forms',
  ],
  [/[\\/]src[\\/](gallery[\\/]|entries[\\/]gallery-slideshow\.tsx?$)/, 'gallery'],
  [/[\\/]src[\\/](cart-page[\\/]|entries[\\/]cart-page\.tsx?$)/, 'cart'],
  [
    /[\\/]src[\\/](checkout[\\/]|donate[\\/]|entries[\\/](checkout|donate|renewal-payment)\.tsx?$)/,
    'checkout',
  ],
  [/[\\/]src[\\/](account[\\/]|entries[\\/]account-(login|form)\.tsx?$)/, 'account'],
  // /account (issue 21) in a file of its own: it uses the checkout's address fields, which the
  // sign-in page must not load.
  [/[\\/]src[\\/](account-home[\\/]|entries[\\/]account-home\.tsx?$)/, 'account-home'],
  // The islands of every page: cart pill, newsletter, popup.
  [/[\\/]src[\\/]entries[\\/]/, 'loader'],
]

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null

/**
 * The bundle of a module: named above, or else the one bundle of every module that imports it;
 * code shared by several bundles joins the loader, which every page loads.
 */
function kindsOf(id: string, infoOf: ModuleInfoOf): Set<string> {
  const kinds = new Set<string>()
  const seen = new Set<string>()
  const walk = (current: string): void => {
    if (seen.has(current)) return
    seen.add(current)
    const named = pageKinds.find(([pattern]) => pattern.test(current))
    const importers = infoOf(current)?.importers ?? []
    if (named !== undefined) kinds.add(named[1])
    // Reached only by a dynamic import (a banner shown on demand, the captcha library): a lazy
    // file of its own, which Rolldown makes when the group leaves the module alone.
    else if (importers.length === 0) kinds.add(`${LAZY}${current}`)
    else for (const importer of importers) walk(importer)
  }
  walk(id)
  return kinds
}

const LAZY = 'lazy:'

function pageKindChunk(id: string, context: { getModuleInfo: ModuleInfoOf }): string | null {
  const kinds = [...kindsOf(id, (other) => context.getModuleInfo(other))]
  if (kinds.length !== 1) return 'loader'
  const kind = kinds[0] as string
  return kind.startsWith(LAZY) ? null : kind
}

// Our domain packages only declare types and pure functions at module level, so a visitor's
// bundle may drop whatever of them (and of zod, which the schema package imports) it does not use.
const sideEffectFree = /[\\/](packages[\\/](schema|commerce|forms)|node_modules[\\/]zod)[\\/]/

/**
 * Imports from our packages' index go straight to the module that defines each name. Through the
 * index, every module of a package looked imported by every island that imports the package, so
 * pageKindChunk put product-only code (installments, add-to-cart rules) in the loader every page
 * loads; imported directly, each module lands in the bundle of the islands that use it.
 */
function directPackageImports(): Plugin {
  const packages = ['commerce', 'forms', 'schema']
  const exportsOf = new Map<string, Map<string, { file: string; name: string }>>()
  for (const name of packages) {
    const index = path.join(root, `../../packages/${name}/src/index.ts`)
    const names = new Map<string, { file: string; name: string }>()
    const source = readFileSync(index, 'utf8')
    for (const [, typeOnly, list, from] of source.matchAll(
      /export\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g,
    )) {
      if (typeOnly || list === undefined || from === undefined) continue
      const base = path.resolve(path.dirname(index), from.replace(/\.js$/, ''))
      const file = [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate))
      if (file === undefined) continue
      for (const entry of list.split(',')) {
        const spec = entry.trim()
        if (spec === '' || spec.startsWith('type ')) continue
        const [original, alias] = spec.split(/\s+as\s+/).map((part) => part.trim())
        names.set(alias ?? original!, { file, name: original! })
      }
    }
    exportsOf.set(`@atelier/${name}`, names)
  }
  return {
    name: 'atelier-direct-package-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/](apps[\\/]runtime|packages[\\/][a-z-]+)[\\/]src[\\/].*\.tsx?$/.test(id))
        return null
      let changed = false
      const out = code.replace(
        /import\s+\{([^}]*)\}\s+from\s+'(@atelier\/[a-z-]+)'/g,
        (statement, list: string, from: string) => {
          const names = exportsOf.get(from)
          if (names === undefined) return statement
          const kept: string[] = []
          const byFile = new Map<string, string[]>()
          for (const entry of list.split(',')) {
            const spec = entry.trim()
            if (spec === '') continue
            const [imported, local] = spec.split(/\s+as\s+/).map((part) => part.trim())
            const target = spec.startsWith('type ') ? undefined : names.get(imported!)
            if (target === undefined) {
              kept.push(spec)
              continue
            }
            const specs = byFile.get(target.file) ?? []
            specs.push(`${target.name} as ${local ?? imported}`)
            byFile.set(target.file, specs)
          }
          if (byFile.size === 0) return statement
          changed = true
          const direct = [...byFile].map(
            ([file, specs]) => `import { ${specs.join(', ')} } from ${JSON.stringify(file)}`,
          )
          // Types alone: `import { type T }` would keep a bare import of the index.
          const types = kept.filter((spec) => spec.startsWith('type '))
          const values = kept.filter((spec) => !spec.startsWith('type '))
          if (values.length > 0) direct.push(`import { ${kept.join(', ')} } from '${from}'`)
          else if (types.length > 0) {
            direct.push(
              `import type { ${types.map((spec) => spec.slice(5)).join(', ')} } from '${from}'`,
            )
          }
          return direct.join('\n')
        },
      )
      return changed ? { code: out, map: null } : null
    },
  }
}

/**
 * Vite wraps each dynamic import in a helper that preloads the imported file's own imports and
 * fires `vite:preloadError`. Module preloading is off (the server names each page's files at
 * once) and nothing listens for that event, so the helper only calls the import: ~0.7 KB gzipped
 * less in the loader every page loads.
 */
function plainDynamicImports(): Plugin {
  const helper = '\0vite/preload-helper.js'
  return {
    name: 'atelier-plain-dynamic-imports',
    enforce: 'pre',
    resolveId: (id) => (id === helper ? helper : null),
    load: (id) => (id === helper ? 'export const __vitePreload = (load) => load()' : null),
  }
}

export default defineConfig({
  root,
  plugins: [directPackageImports(), plainDynamicImports()],
  base: '/assets/runtime/',
  resolve: {
    // Workspace packages resolve to their TypeScript sources, as in tests and typecheck.
    conditions: ['source', ...defaultClientConditions],
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist/public',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: {
      // The loader is the only entry; features are its dynamic imports (see pageKindChunk).
      input: { loader: path.join(entriesDir, 'loader.ts') },
      preserveEntrySignatures: 'allow-extension',
      treeshake: {
        moduleSideEffects: (id: string) => !sideEffectFree.test(id),
      },
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Each module goes where pageKindChunk says; a group does not pull in its dependencies.
        codeSplitting: {
          includeDependenciesRecursively: false,
          // Rolldown's own helpers ride with the loader instead of a file of their own.
          groups: [
            { name: 'loader', test: /rolldown[\\/]runtime/ },
            { name: pageKindChunk, debugName: 'page-kind' },
          ],
        },
      },
    },
  },
})
