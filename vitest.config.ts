import { defineConfig } from 'vitest/config'

// Two projects: `unit` runs the pure packages and anything beside the code named *.test.ts;
// `integration` runs the server against real databases (*.int.test.ts), once per dialect.
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Memory-hard hashing and CLDR loading are slow on a busy 2-core CI machine.
          testTimeout: 20000,
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/conformance/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/editor/src/**/*.test.tsx',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['apps/*/src/**/*.int.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
    ],
  },
})
