import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildViteApp } from './build-apps.js'
import { currentStamp } from './swap-build.js'

describe('buildViteApp', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'atelier-build-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const appDir = path.join(root, 'apps/tiny')
  mkdirSync(appDir, { recursive: true })
  writeFileSync(path.join(appDir, 'package.json'), '{ "type": "module" }\n')
  writeFileSync(
    path.join(appDir, 'vite.config.ts'),
    'export default { root: import.meta.dirname }\n',
  )
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="./main.js"></script>\n',
  )
  const source = (text: string) => writeFileSync(path.join(appDir, 'main.js'), text)
  const scripts = () => readdirSync(path.join(appDir, 'dist/assets')).sort()

  it('builds once, skips while the sources are the same, and rebuilds when they change', async () => {
    source("document.title = 'one'\n")
    expect(await buildViteApp(root, { dir: 'apps/tiny', outSubdir: '' })).toBe(true)
    const first = scripts()
    expect(first).toHaveLength(1)
    const stamp = currentStamp(appDir)

    // A second start with nothing changed builds nothing and leaves dist alone.
    expect(await buildViteApp(root, { dir: 'apps/tiny', outSubdir: '' })).toBe(false)
    expect(currentStamp(appDir)).toEqual(stamp)

    source("document.title = 'two'\n")
    expect(await buildViteApp(root, { dir: 'apps/tiny', outSubdir: '' })).toBe(true)
    // The new script, and the one an open tab may still ask for.
    expect(scripts()).toHaveLength(2)
    expect(scripts()).toEqual(expect.arrayContaining(first))
  }, 60_000)
})
