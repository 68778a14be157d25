import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import cookie from '@fastify/cookie'
import Fastify from 'fastify'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { editorContentSecurityPolicy } from '../http/security-headers.js'
import { editorNotBuiltHtml, editorSpaRoutes } from './editor-spa.routes.js'

describe('the editor SPA at /config', () => {
  let dist: string
  let built: FastifyInstance
  let missing: FastifyInstance

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-dist-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><div id="root"></div><script src="/config/assets/app-1a2b.js"></script>',
    )
    fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("editor")')
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    built = Fastify()
    await built.register(cookie)
    await built.register(editorSpaRoutes, { distDir: dist })
    missing = Fastify()
    await missing.register(cookie)
    await missing.register(editorSpaRoutes, { distDir: path.join(dist, 'nowhere') })
  })
  afterAll(async () => {
    await built.close()
    await missing.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('serves index.html at /config and for any app route, never cached', async () => {
    for (const url of ['/config', '/config/', '/config/pages/abc', '/config/files']) {
      const response = await built.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root"></div>')
      // The sign-in form posts with the crumb: the editor's page hands it out.
      expect(response.cookies.find((cookie) => cookie.name === 'crumb')?.value).toMatch(
        /^[A-Za-z0-9_-]{32}$/,
      )
    }
  })

  it('forbids framing the editor and runs its own scripts only (CSP, X-Frame-Options)', async () => {
    for (const url of ['/config', '/config/pages/abc']) {
      const response = await built.inject({ url })
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['content-security-policy']).toBe(editorContentSecurityPolicy)
    }
    const notBuilt = await missing.inject({ url: '/config' })
    expect(notBuilt.headers['x-frame-options']).toBe('DENY')
  })

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await built.inject({ url: '/config/assets/app-1a2b.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toBe('console.log("editor")')
    const icon = await built.inject({ url: '/config/favicon.svg' })
    expect(icon.headers['content-type']).toBe('image/svg+xml')
    expect(icon.headers['cache-control']).toBe('no-cache')
  })

  it('answers 404 for a missing asset and refuses to leave the dist folder', async () => {
    expect((await built.inject({ url: '/config/assets/gone-9z.js' })).statusCode).toBe(404)
    const climb = await built.inject({ url: '/config/..%2F..%2Fetc%2Fpasswd' })
    expect(climb.body).not.toContain('root:')
  })

  it('says the editor is not built when apps/editor/dist is missing', async () => {
    const response = await missing.inject({ url: '/config' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(editorNotBuiltHtml)
    expect((await missing.inject({ url: '/config/pages' })).body).toBe(editorNotBuiltHtml)
  })
})
