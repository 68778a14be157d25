import { readdirSync } from 'node:fs'
import path from 'node:path'
import { defaultClientConditions, defineConfig } from 'vite'

const root = import.meta.dirname
const entriesDir = path.join(root, 'src/entries')

/** Every file in src/entries is an entry; a helper adds a feature by adding a file there. */
function entryFiles(): Record<string, string> {
  const files = readdirSync(entriesDir).filter(
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'),
  )
  return Object.fromEntries(
    files.map((name) => [name.replace(/\.tsx?$/, ''), path.join(entriesDir, name)]),
  )
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
      input: entryFiles(),
      preserveEntrySignatures: 'exports-only',
      treeshake: {
        moduleSideEffects: (id: string) => !sideEffectFree.test(id),
      },
      output: {
        entryFileNames: '[name]-[hash].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
})
