import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import noOnlyTests from 'eslint-plugin-no-only-tests'

const literalStatusMessage =
  'Send a failure (errors/send-failure.ts) instead of writing a 4xx/5xx status here.'

/** A literal 4xx/5xx status written outside apps/server/src/errors/. */
const literalStatusSelectors = [
  "CallExpression[callee.property.name=/^(status|code)$/][arguments.0.type='Literal'][arguments.0.value>=400]",
  "Property[key.name='statusCode'][value.type='Literal'][value.value>=400]",
].map((selector) => ({ selector, message: literalStatusMessage }))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.builds/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'themes/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'no-only-tests': noOnlyTests },
    rules: {
      'no-only-tests/no-only-tests': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or handed to something that takes one.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Three programs (server, packages, tests and benches in one; the editor on React; the
      // runtime on Preact) instead of one per tsconfig, which ran out of memory.
      parserOptions: {
        project: [
          './tsconfig.tests.json',
          './apps/editor/tsconfig.json',
          './apps/runtime/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // An async event handler in JSX is how React and Preact take one; its promise is the
      // handler's own business (it catches what it expects).
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // In tests a synchronous `act(() => …)` is the documented use, and a mock may be async.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: 'preact/test-utils' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
    },
  },
  {
    // The HTTP status of a failure is the failure table's business (apps/server/src/errors/).
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/errors/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...literalStatusSelectors] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
)
