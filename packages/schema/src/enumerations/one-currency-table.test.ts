import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SUPPORTED_CURRENCIES } from './currencies.js'

const REPO = fileURLToPath(new URL('../../../../', import.meta.url))
const HOME = 'packages/schema/src/enumerations/currencies.ts'
/**
 * Files that name many codes without being a currency table: a payment method's availability
 * (which currency each Klarna customer country pays in, as Stripe lists it) holds no symbols,
 * digits or formatting, only the provider's rule.
 */
const PROVIDER_RULES = ['apps/server/src/payments/stripe/klarna.ts']

/** Source files of every package and app, tests and generated output left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'testing'].includes(entry.name) ? [] : sources(path)
    }
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const CODE = new RegExp(`\\b(${SUPPORTED_CURRENCIES.join('|')})\\b`, 'g')

/** How many of the 27 currency codes a text names. */
function codesNamed(text: string): number {
  return new Set(text.match(CODE)).size
}

// A table of currencies (symbols, fraction digits, the kr rule) names several codes; a file
// that names one or two (USD as a default, JPY's digits) is no table.
const TABLE = 6

describe('one currency table', () => {
  it(`keeps the 27 currencies, their symbols and the kr rule in ${HOME} only`, () => {
    const roots = ['packages', 'apps'].flatMap((top) =>
      readdirSync(join(REPO, top)).map((name) => join(REPO, top, name, 'src')),
    )
    const tables = roots
      .flatMap((root) => {
        try {
          return sources(root)
        } catch {
          return []
        }
      })
      .filter((path) => codesNamed(readFileSync(path, 'utf8')) >= TABLE)
      .map((path) => relative(REPO, path))
      .filter((path) => !PROVIDER_RULES.includes(path))
    expect(tables).toEqual([HOME])
  })

  it('would notice a second table', () => {
    expect(codesNamed("const KR = new Set(['DKK', 'NOK', 'SEK', 'CZK', 'RUB', 'PLN'])")).toBe(6)
    expect(codesNamed("currency === 'JPY' ? 0 : 2; const d = 'USD'")).toBe(2)
  })
})
