import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

const root = import.meta.dirname

// The schema package only declares validators and constants at module level, so the editor may
// drop whatever of it (and of zod) a chunk does not use.
const sideEffectFree = /[\\/](packages[\\/]schema|node_modules[\\/]zod)[\\/]/

export default defineConfig({
  root,
  base: '/config/',
  plugins: [react()],
  resolve: {
    // Workspace packages resolve to their TypeScript sources, as in tests and typecheck.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: path.join(root, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !sideEffectFree.test(id) },
    },
  },
})
