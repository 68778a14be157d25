import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const here = dirname(fileURLToPath(import.meta.url))
const repo = join(here, '../../../..')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, keep)
    return keep(name) ? [path] : []
  })
}

// An element marked as an island that no entry mounts stays plain markup for ever.
describe('island markers', () => {
  it('every data-island the theme or the server prints has a runtime entry', () => {
    const sources = [
      ...filesUnder(join(repo, 'themes/default'), (name) => name.endsWith('.html')),
      ...filesUnder(
        join(repo, 'apps/server/src'),
        (name) => name.endsWith('.ts') && !name.includes('.test.'),
      ),
    ]
    const names = new Set<string>()
    for (const file of sources) {
      for (const match of readFileSync(file, 'utf8').matchAll(/data-island="([a-z-]+)"/g)) {
        names.add(match[1] as string)
      }
    }
    expect(names.size).toBeGreaterThan(5)
    const missing = [...names].filter(
      (name) => !existsSync(join(here, `${name}.tsx`)) && !existsSync(join(here, `${name}.ts`)),
    )
    expect(missing).toEqual([])
  })
})
