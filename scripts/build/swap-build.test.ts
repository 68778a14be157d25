import { spawn } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildsDirOf, currentStamp, publishBuild } from './swap-build.js'

const made: string[] = []
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function appDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-swap-'))
  made.push(dir)
  return dir
}

/** A finished Vite output in a staging folder: index.html naming its hashed script. */
function stage(app: string, hash: string): string {
  const staging = path.join(buildsDirOf(app), `staging-${hash}`)
  mkdirSync(path.join(staging, 'assets'), { recursive: true })
  writeFileSync(
    path.join(staging, 'index.html'),
    `<script src="/assets/index-${hash}.js"></script>`,
  )
  writeFileSync(path.join(staging, 'assets', `index-${hash}.js`), `console.log('${hash}')`)
  return staging
}

describe('publishBuild', () => {
  it('points dist at the new build and keeps the scripts of the build before it', () => {
    const app = appDir()
    publishBuild(app, stage(app, 'aaa'), 'inputs-a')
    expect(lstatSync(path.join(app, 'dist')).isSymbolicLink()).toBe(true)
    expect(currentStamp(app)).toEqual({
      inputs: 'inputs-a',
      files: ['assets/index-aaa.js', 'index.html'],
    })

    publishBuild(app, stage(app, 'bbb'), 'inputs-b')
    const dist = path.join(app, 'dist')
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toContain('index-bbb.js')
    // An editor tab or a server that read the old index still finds its script.
    expect(existsSync(path.join(dist, 'assets/index-aaa.js'))).toBe(true)
    expect(currentStamp(app)?.files).toEqual(['assets/index-bbb.js', 'index.html'])

    // Two builds on, the first build's files are gone, and so is its folder.
    publishBuild(app, stage(app, 'ccc'), 'inputs-c')
    expect(existsSync(path.join(dist, 'assets/index-bbb.js'))).toBe(true)
    expect(existsSync(path.join(dist, 'assets/index-aaa.js'))).toBe(false)
    expect(readdirSync(buildsDirOf(app)).sort()).toEqual(['inputs-b', 'inputs-c'])
  })

  it('replaces a real dist folder from an older checkout, carrying its files', () => {
    const app = appDir()
    mkdirSync(path.join(app, 'dist', 'assets'), { recursive: true })
    writeFileSync(path.join(app, 'dist', 'assets', 'index-old.js'), 'old')
    publishBuild(app, stage(app, 'new'), 'inputs-new')
    expect(lstatSync(path.join(app, 'dist')).isSymbolicLink()).toBe(true)
    expect(readFileSync(path.join(app, 'dist', 'assets', 'index-old.js'), 'utf8')).toBe('old')
  })

  it('never lets another process reading dist miss a file while builds are swapped in', async () => {
    const app = appDir()
    publishBuild(app, stage(app, 'first'), 'inputs-first')
    // A separate process reads as a running server does, for as long as the swaps go on.
    const stop = path.join(app, 'stop')
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `const fs = require('node:fs'); let reads = 0, misses = 0
         while (!fs.existsSync(process.argv[2])) {
           try { fs.readFileSync(process.argv[1]) } catch { misses++ }
           reads++
         }
         process.stdout.write(JSON.stringify({ reads, misses }))`,
        path.join(app, 'dist', 'index.html'),
        stop,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let output = ''
    reader.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise((resolve) => reader.once('exit', resolve))
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (let round = 0; round < 150; round++) {
      publishBuild(app, stage(app, `round${round}`), `inputs-${round}`)
    }
    writeFileSync(stop, '')
    await exited
    const { reads, misses } = JSON.parse(output) as { reads: number; misses: number }
    expect(reads).toBeGreaterThan(1000)
    expect(misses).toBe(0)
  })
})
