import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** Folders and files that never shape a build's output. */
const skipped = /(^|[\\/])(node_modules|dist|\.builds|\.vite)([\\/]|$)|\.test\.tsx?$|\.md$/

/**
 * A SHA-256 of what a Vite build reads: every file below `inputs` (relative to `root`; a file or a
 * folder), their paths and contents, in a fixed order. The same sources give the same hash
 * whatever their mtimes, so a checkout, a `touch` or a second clone does not force a rebuild.
 */
export function sourceHash(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256')
  const files: string[] = []
  for (const input of inputs) collect(root, input, files)
  for (const file of [...new Set(files)].sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

function collect(root: string, relative: string, into: string[]): void {
  if (skipped.test(relative)) return
  let info
  try {
    info = statSync(path.join(root, relative))
  } catch {
    return
  }
  if (info.isFile()) {
    into.push(relative.split(path.sep).join('/'))
    return
  }
  if (!info.isDirectory()) return
  for (const entry of readdirSync(path.join(root, relative))) {
    collect(root, path.join(relative, entry), into)
  }
}
