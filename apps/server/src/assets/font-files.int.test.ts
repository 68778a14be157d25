import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('fonts served locally', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string
  let clock = Date.parse('2026-05-04T10:00:00Z')

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => new Date(clock) })
    host = (await testSite(ctx, 'Font Site')).host
    session = await signInOwner(ctx, app, host)
    const page = await app.inject({
      method: 'POST',
      url: '/api/editor/pages',
      headers: { host, ...crumbHeaders(session) },
      payload: { kind: 'page', title: 'Type', section: 'main' },
    })
    await app.inject({
      method: 'POST',
      url: `/api/editor/pages/${(page.json().page as { id: string }).id}/publish`,
      headers: { host, ...crumbHeaders(session) },
    })
  })
  afterAll(() => app.close())

  it('serves a shipped font file as font/woff2 with a year-long immutable cache', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/fonts/lora-latin-400-normal.woff2',
      headers: { host },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('font/woff2')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2')
  })

  it('serves nothing but the shipped files', async () => {
    for (const url of [
      '/assets/fonts/lora-latin-400-italic.woff2',
      '/assets/fonts/..%2F..%2Fpackage.json',
      '/assets/fonts/index.css',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { host } })
      expect(response.statusCode, url).toBe(404)
    }
  })

  it('the published page of a site using Lora gets @font-face rules on our own origin, only for its fonts', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/editor/styles',
      headers: { host, ...crumbHeaders(session) },
      payload: {
        fonts: { heading: 'Lora', body: 'Verdana' },
        colors: { background: '#ffffff', text: '#111111', accent: '#0a7d5a' },
      },
    })
    expect(saved.statusCode).toBe(200)
    clock += 5_000
    const page = await app.inject({ method: 'GET', url: '/type', headers: { host } })
    const head = page.body.slice(0, page.body.indexOf('</head>'))
    expect(head).toContain(
      "@font-face { font-family: 'Lora'; font-style: normal; font-weight: 400; font-display: swap; src: url(/assets/fonts/lora-latin-400-normal.woff2) format('woff2'); }",
    )
    expect(head).toContain('url(/assets/fonts/lora-latin-700-normal.woff2)')
    expect(head).toContain("--font-serif: 'Lora', Georgia, 'Times New Roman', serif")
    expect(head).not.toContain('Pacifico')
    expect(head).not.toMatch(/fonts\.googleapis|fonts\.gstatic|https?:\/\/[^"]*woff2/)
  })

  it('lists the shipped web fonts in the picker, at least one in every category', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/editor/fonts',
      headers: { host, ...crumbHeaders(session) },
    })
    const fonts = response.json().fonts as { family: string; category: string }[]
    for (const [family, category] of [
      ['Inter', 'Sans Serif'],
      ['Lora', 'Serif'],
      ['Playfair Display', 'Display'],
      ['Pacifico', 'Script'],
      ['Roboto Slab', 'Slab Serif'],
      ['JetBrains Mono', 'Mono'],
      ['Special Elite', 'Other'],
    ]) {
      expect(fonts).toContainEqual({ family, category })
    }
  })

  it('all.css, which the editor and its canvas load, names every shipped font', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/fonts/all.css',
      headers: { host },
    })
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(response.body).toContain("font-family: 'Pacifico'")
    expect(response.body).toContain('url(/assets/fonts/jetbrains-mono-latin-700-normal.woff2)')
  })
})
