import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runtimeAssetsRoutes, runtimeScripts, runtimeScriptUrls } from './runtime-assets.routes.js'

describe('runtime files', () => {
  let dir = ''
  let app: FastifyInstance

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-runtime-'))
    fs.mkdirSync(path.join(dir, '.vite'))
    fs.mkdirSync(path.join(dir, 'chunks'))
    fs.writeFileSync(
      path.join(dir, '.vite/manifest.json'),
      JSON.stringify({
        'src/entries/loader.ts': {
          file: 'loader-abc123.js',
          isEntry: true,
          imports: ['_rolldown-runtime-1.js'],
        },
        '_rolldown-runtime-1.js': { file: 'chunks/rolldown-runtime-1.js' },
        '_product-2.js': {
          file: 'chunks/product-2.js',
          name: 'product',
          imports: ['_rolldown-runtime-1.js', 'src/entries/loader.ts'],
        },
      }),
    )
    fs.writeFileSync(path.join(dir, 'loader-abc123.js'), 'export {}')
    fs.writeFileSync(path.join(dir, 'chunks/preact-def456.js'), 'export const h = 1')
    app = Fastify()
    await app.register(runtimeAssetsRoutes, { distDir: dir })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('names the loader and what it imports from the manifest as the page scripts', () => {
    expect(runtimeScriptUrls(dir)).toEqual([
      '/assets/runtime/chunks/rolldown-runtime-1.js',
      '/assets/runtime/loader-abc123.js',
    ])
    expect(runtimeScriptUrls(path.join(dir, 'missing'))).toEqual([])
  })

  it('adds the bundle of a product page to its scripts, each file once', () => {
    const scriptsFor = runtimeScripts(dir)
    expect(scriptsFor('products-item')).toEqual([
      '/assets/runtime/chunks/rolldown-runtime-1.js',
      '/assets/runtime/loader-abc123.js',
      '/assets/runtime/chunks/product-2.js',
    ])
    expect(scriptsFor('blog-item')).toEqual(runtimeScriptUrls(dir))
  })

  it('serves hashed files as JavaScript cached for a year', async () => {
    const response = await app.inject({ url: '/assets/runtime/chunks/preact-def456.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toBe('export const h = 1')
  })

  it('serves nothing else: not the manifest, not a missing file, nothing outside the folder', async () => {
    for (const url of [
      '/assets/runtime/.vite/manifest.json',
      '/assets/runtime/nope.js',
      '/assets/runtime/..%2F..%2Fpackage.json',
      '/assets/runtime/%2e%2e/secret.js',
      // The cart page is the render area's, drawn from its snapshots and cache.
      '/cart',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404)
    }
  })
})
