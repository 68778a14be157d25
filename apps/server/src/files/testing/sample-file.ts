import { readFileSync } from 'node:fs'

/**
 * A real file of `testing/samples/` (see its README for where each came from), for tests that
 * judge uploads by their bytes.
 */
export function sampleFile(name: string): Buffer {
  return readFileSync(new URL(`./samples/${name}`, import.meta.url))
}
