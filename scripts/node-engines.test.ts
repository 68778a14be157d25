import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  engines?: { node?: unknown }
  optional?: boolean
  os?: string[]
}

const root = new URL('../', import.meta.url)
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string }
}
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>
}

// `npm install` warns (EBADENGINE) when a locked package refuses the running Node; the root
// `engines` must only name Node versions that every package installed on Linux accepts.
describe('engines.node', () => {
  it('names only Node versions every locked package accepts', () => {
    const refusing = Object.entries(lock.packages).flatMap(([name, locked]) => {
      const wanted = locked.engines?.node
      // Platform binaries for other systems are never installed here (sharp's win32-ia32 …).
      if (typeof wanted !== 'string' || (locked.optional && !isForLinux(locked))) return []
      return semver.subset(manifest.engines.node, wanted) ? [] : [`${name} wants ${wanted}`]
    })
    expect(refusing).toEqual([])
  })
})

function isForLinux(locked: LockedPackage): boolean {
  return locked.os === undefined || locked.os.includes('linux')
}
