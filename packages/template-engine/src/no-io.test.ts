import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('.', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

// The file system modules, imported or required, with or without the `node:` scheme.
const FS_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:node:)?fs(?:\/promises)?['"]/

describe('the engine does no I/O outside its CLI', () => {
  it('imports the file system only in cli*.ts', () => {
    const files = sources(SRC).map((path) => relative(SRC, path))
    expect(files).toContain('cldr.ts')
    const offenders = files.filter(
      (file) =>
        !/^cli[^/]*\.ts$/.test(file) && FS_IMPORT.test(readFileSync(join(SRC, file), 'utf8')),
    )
    expect(offenders).toEqual([])
  })

  it('would notice an import of node:fs', () => {
    expect(FS_IMPORT.test("import { readFileSync } from 'node:fs'")).toBe(true)
    expect(FS_IMPORT.test("import fs from 'fs/promises'")).toBe(true)
    expect(FS_IMPORT.test("await import('node:fs')")).toBe(true)
    expect(FS_IMPORT.test("import { x } from './fs-like.js'")).toBe(false)
  })
})
