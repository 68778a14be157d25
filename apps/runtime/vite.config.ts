import path from 'node:path'
import { defaultClientConditions, defineConfig } from 'vite'

const root = import.meta.dirname
const entriesDir = path.join(root, 'src/entries')

/**
 * Code is bundled per page kind, not per module, so a page loads a few files instead of dozens.
 * The loader (the entry) carries the shared code and the islands of every page (cart pill,
 * newsletter, popup); `product` the islands of a product page; `forms`, `gallery`, `cart`,
 * `checkout` and `account` the islands of those pages. Code only reached by a dynamic import
 * inside an island (a modal opened on demand, the captcha) stays its own lazy file.
 * `runtime-assets.routes.ts` in the server names the bundle of each page kind.
 */
const pageKinds: [RegExp, string][] = [
  [/[\\/]src[\\/]additional-fields[\\/]additional-fields-modal\.tsx$/, 'additional-fields'],
  [/[\\/]node_modules[\\/]altcha[\\/]/, 'captcha'],
  [/[\\/]src[\\/](product|installment|restock)[\\/]/, 'product'],
  [/[\\/]src[\\/]entries[\\/](product-form|installment-pill|restock)\.tsx?$/, 'product'],
  [/[\\/]src[\\/]entries[\\/]site-form\.tsx?$/, 'forms'],
  [/[\\/]src[\\/](gallery[\\/]|entries[\\/]gallery-slideshow\.tsx?$)/, 'gallery'],
  [/[\\/]src[\\/](cart-page[\\/]|entries[\\/]cart-page\.tsx?$)/, 'cart'],
  [/[\\/]src[\\/](checkout[\\/]|entries[\\/]checkout\.tsx?$)/, 'checkout'],
  [/[\\/]src[\\/](account[\\/]|entries[\\/]account-login\.tsx?$)/, 'account'],
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
    if (named !== undefined) kinds.add(named[1])
    else for (const importer of infoOf(current)?.importers ?? []) walk(importer)
  }
  walk(id)
  return kinds
}

function pageKindChunk(id: string, context: { getModuleInfo: ModuleInfoOf }): string {
  const kinds = kindsOf(id, (other) => context.getModuleInfo(other))
  return kinds.size === 1 ? ([...kinds][0] as string) : 'loader'
}

// Our domain packages only declare types and pure functions at module level, so a visitor's
// bundle may drop whatever of them (and of zod, which the schema package imports) it does not use.
const sideEffectFree = /[\\/](packages[\\/](schema|commerce|forms)|node_modules[\\/]zod)[\\/]/

export default defineConfig({
  root,
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
    modulePreload: { polyfill: false },
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
          groups: [{ name: 'loader', test: /rolldown[\\/]runtime/ }, { name: pageKindChunk }],
        },
      },
    },
  },
})
