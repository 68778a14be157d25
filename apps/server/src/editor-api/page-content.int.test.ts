import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { publishDue } from './scheduled-publishing.js'

function layoutSaying(...texts: string[]) {
  return {
    schemaVersion: 1,
    columns: 12,
    blocks: texts.map((text, row) => ({
      id: `block-${row}`,
      type: 'quote',
      position: { row, col: 0, span: 12 },
      value: { text },
    })),
  }
}

describeEachDialect('editor API: drafts, publishing and the canvas', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string
  let clock = Date.parse('2026-05-04T10:00:00Z')
  // The renderer re-reads the site at most once a second; moving the clock stands in for waiting.
  const later = (ms = 5_000) => {
    clock += ms
  }

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => new Date(clock) })
    host = (await testSite(ctx, 'Draft Site')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const visit = (path: string) => {
    later()
    return app.inject({ method: 'GET', url: path, headers: { host } })
  }
  const newPage = async (title: string) => {
    const response = await call('POST', '/api/editor/pages', {
      kind: 'page',
      title,
      section: 'main',
    })
    return response.json().page as { id: string; urlId: string }
  }
  const save = (id: string, layout: object, baseVersion: number) =>
    call('PUT', `/api/editor/pages/${id}/content`, { layout, baseVersion })

  it('saves drafts with versions and refuses a stale save with 409 and the current version', async () => {
    const page = await newPage('Versions')
    const start = await call('GET', `/api/editor/pages/${page.id}/content`)
    expect(start.json()).toEqual({
      layout: { schemaVersion: 1, columns: 12, blocks: [] },
      version: 1,
      publishedVersion: 1,
    })

    const first = await save(page.id, layoutSaying('One'), 1)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ version: 2 })
    const stale = await save(page.id, layoutSaying('Other tab'), 1)
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      message: 'This page was changed by someone else. Reload to see their changes.',
      currentVersion: 2,
    })
    const now = await call('GET', `/api/editor/pages/${page.id}/content`)
    expect(now.json().layout.blocks[0].value.text).toBe('One')
    expect(now.json().version).toBe(2)
  })

  it('refuses a layout over 60 blocks with the validator message', async () => {
    const page = await newPage('Too Many')
    const texts = Array.from({ length: 61 }, (_, index) => `Block ${index}`)
    const response = await save(page.id, layoutSaying(...texts), 1)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('A layout holds at most 60 blocks.')
    expect(response.json().errors['layout.blocks']).toBe('A layout holds at most 60 blocks.')
  })

  it('shows visitors only published content: the draft stays invisible until published', async () => {
    const page = await newPage('Garden')
    await save(page.id, layoutSaying('Fresh tomatoes'), 1)
    // A new page is a draft: visitors get the not-found page.
    expect((await visit('/garden')).statusCode).toBe(404)

    const published = await call('POST', `/api/editor/pages/${page.id}/publish`)
    expect(published.json()).toEqual({ publishedVersion: 2 })
    const live = await visit('/garden')
    expect(live.statusCode).toBe(200)
    expect(live.body).toContain('Fresh tomatoes')

    await save(page.id, layoutSaying('Ripe pumpkins'), 2)
    const stillOld = await visit('/garden')
    expect(stillOld.body).toContain('Fresh tomatoes')
    expect(stillOld.body).not.toContain('Ripe pumpkins')

    const content = await call('GET', `/api/editor/pages/${page.id}/content`)
    expect(content.json()).toMatchObject({ version: 3, publishedVersion: 2 })
    await call('POST', `/api/editor/pages/${page.id}/publish`)
    const fresh = await visit('/garden')
    expect(fresh.body).toContain('Ripe pumpkins')
    expect(fresh.body).not.toContain('Fresh tomatoes')
  })

  it('draws the draft in the canvas with block ids and the frame script, for the owner only', async () => {
    const page = await newPage('Canvas')
    await save(page.id, layoutSaying('Only in the draft'), 1)
    const preview = await call('GET', `/config/preview/${page.id}`)
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(preview.body).toContain('Only in the draft')
    expect(preview.body).toContain('data-block-id="block-0"')
    expect(preview.body).toContain("source: 'atelier-frame'")
    expect(preview.body).toContain("'iframe unload'")
    expect(preview.body).toContain('<style id="atelier-site-styles">:root { --font-serif:')
    // The same theme as visitors get.
    expect(preview.body).toContain('class="site-header"')
    expect((await visit('/canvas')).statusCode).toBe(404)

    const signedOut = await app.inject({
      method: 'GET',
      url: `/config/preview/${page.id}`,
      headers: { host },
    })
    expect(signedOut.statusCode).toBe(401)
    expect((await call('GET', '/config/preview/missing')).statusCode).toBe(404)
  })

  it('serves the canvas sandboxed, so a draft script runs without the editor origin', async () => {
    const page = await newPage('Sandboxed')
    const preview = await call('GET', `/config/preview/${page.id}`)
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['content-security-policy']).toBe('sandbox allow-scripts')
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN')
    // The frame script posts to any (its parent's) origin and trusts its parent window only.
    expect(preview.body).toContain(
      "postMessage({ source: 'atelier-frame', type: type, payload: payload }, '*')",
    )
    expect(preview.body).toContain('event.source !== parentWindow')
  })

  it.each(['draft', 'needs-review', 'private'])('keeps a %s page from visitors', async (status) => {
    const page = await newPage(`Hidden ${status}`)
    await save(page.id, layoutSaying('Secret'), 1)
    await call('POST', `/api/editor/pages/${page.id}/publish`)
    expect((await visit(`/${page.urlId}`)).statusCode).toBe(200)
    await call('PATCH', `/api/editor/pages/${page.id}`, { status })
    expect((await visit(`/${page.urlId}`)).statusCode).toBe(404)
  })

  it('publishes a scheduled page at its time through the worker step', async () => {
    const page = await newPage('Launch')
    await save(page.id, layoutSaying('We are open'), 1)
    await call('POST', `/api/editor/pages/${page.id}/publish`)
    const publishOn = new Date(clock + 60 * 60_000).toISOString()
    const scheduled = await call('PATCH', `/api/editor/pages/${page.id}`, {
      status: 'scheduled',
      publishOn,
    })
    expect(scheduled.json().page).toMatchObject({ status: 'scheduled', publishOn })
    expect((await visit('/launch')).statusCode).toBe(404)

    expect(await publishDue(ctx.storage, new Date(clock))).toEqual({ pages: 0, items: 0 })
    later(2 * 60 * 60_000)
    expect(await publishDue(ctx.storage, new Date(clock))).toEqual({ pages: 1, items: 0 })
    const list = (await call('GET', '/api/editor/pages')).json()
    const launched = list.sections[0].pages.find(
      (summary: { id: string }) => summary.id === page.id,
    )
    expect(launched.status).toBe('published')
    const live = await visit('/launch')
    expect(live.statusCode).toBe(200)
    expect(live.body).toContain('We are open')
  })

  describe('styles and fonts', () => {
    it('lists local fonts by SPEC category and stores styles the canvas applies', async () => {
      const fonts = (await call('GET', '/api/editor/fonts')).json().fonts as {
        family: string
        category: string
      }[]
      expect(fonts).toContainEqual({ family: 'Georgia', category: 'Serif' })
      expect(new Set(fonts.map((font) => font.category))).toEqual(
        new Set(['Sans Serif', 'Serif', 'Display', 'Script', 'Slab Serif', 'Mono', 'Other']),
      )
      const styles = {
        fonts: { heading: 'Georgia', body: 'Verdana' },
        colors: { background: '#ffffff', text: '#222222', accent: '#0a7' },
      }
      const put = await call('PUT', '/api/editor/styles', styles)
      expect(put.statusCode).toBe(200)
      expect((await call('GET', '/api/editor/styles')).json()).toEqual({
        ...styles,
        version: put.json().version,
      })
      const bad = await call('PUT', '/api/editor/styles', {
        ...styles,
        fonts: { heading: 'Papyrus Web', body: 'Verdana' },
      })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().errors).toEqual({
        'fonts.heading': 'Papyrus Web is not one of the expected options',
      })

      const page = await newPage('Styled')
      const preview = await call('GET', `/config/preview/${page.id}`)
      expect(preview.body).toContain('--paper: #ffffff; --ink: #222222; --accent: #0a7;')
    })
  })
})
