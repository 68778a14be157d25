/**
 * The CLDR packs read from disk (those `@phensley/cldr` installs), for callers at the edge of
 * the system: the CLI, the server, and the package's tests and tools. The engine itself does no
 * I/O; it takes this source as the `cldr` render option.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createCldrSource, type CldrSource } from './cldr.js'

const require = createRequire(import.meta.url)
const packsDir = join(dirname(require.resolve('@phensley/cldr/package.json')), 'packs')

/** Reads a language's pack on first use. */
export function readCldrPack(language: string): unknown {
  // A language subtag only: never a path.
  if (!/^[a-z]{2,8}$/i.test(language)) throw new Error(`No CLDR pack for ${language}`)
  return JSON.parse(readFileSync(join(packsDir, `${language}.json`), 'utf8'))
}

/** One source for the process: packs are read once per language and kept. */
export const diskCldrSource: CldrSource = createCldrSource(readCldrPack)
