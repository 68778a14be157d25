import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  cycles,
  describeComponent,
  folderGraph,
  importsOfRoot,
  runtimeImports,
} from './testing/folder-imports.js'

// The server's top-level folders import each other one way (docs/architecture.md, "Layers"):
// no runtime import cycle between two folders, and no folder imports the root files (app.ts,
// main.ts, cli.ts…), which compose the areas. Type-only imports vanish when compiled and are free.
const srcDir = fileURLToPath(new URL('.', import.meta.url))

describe('the server’s folders', () => {
  const edges = runtimeImports(srcDir)
  const graph = folderGraph(edges)

  it('reads the imports of every area', () => {
    expect(edges.length).toBeGreaterThan(500)
    expect(graph.get('root')?.has('storage')).toBe(true)
  })

  it('form no import cycle', () => {
    const found = cycles(graph).map((component) =>
      [`${component.join(' ⇄ ')}:`, ...describeComponent(component, graph)].join('\n  '),
    )
    expect(found, found.join('\n')).toEqual([])
  })

  it('never import the root files', () => {
    expect(importsOfRoot(edges)).toEqual([])
  })
})

describe('the folder cycle check', () => {
  it('finds a cycle through runtime imports and lets type-only imports and tests be', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folder-cycles-'))
    const files: Record<string, string> = {
      'app.ts': "import { a } from './low/a.js'\nexport const app = a",
      'low/a.ts': "import { b } from '../high/b.js'\nexport const a = b",
      'high/b.ts': "import { c } from '../low/c.js'\nexport const b = c",
      'low/c.ts': "import type { T } from '../typed/t.js'\nexport const c: T = 1",
      'typed/t.ts':
        "import { type A } from '../low/a.js'\nexport type { B } from '../high/b.js'\nexport type T = number",
      'typed/t.test.ts': "import { app } from '../app.js'\nexport const x = app",
      'typed/testing/helper.ts': "import { app } from '../../app.js'\nexport const y = app",
    }
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true })
        writeFileSync(join(dir, path), text)
      }
      const edges = runtimeImports(dir)
      const graph = folderGraph(edges)
      expect(cycles(graph)).toEqual([['high', 'low']])
      expect(describeComponent(['high', 'low'], graph)).toEqual([
        'high → low  (high/b.ts imports low/c.ts)',
        'low → high  (low/a.ts imports high/b.ts)',
      ])
      expect(graph.get('low')?.has('typed')).toBe(false)
      expect(importsOfRoot(edges)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
