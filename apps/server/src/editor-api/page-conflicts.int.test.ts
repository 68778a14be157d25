import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

interface Summary {
  id: string
  title: string
  settingsVersion: number
  children?: Summary[]
}

describeEachDialect('editor API: two owners editing', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    host = (await testSite(ctx, 'Conflict Site')).host
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
  const create = async (title: string) => {
    const response = await call('POST', '/api/editor/pages', {
      kind: 'page',
      title,
      section: 'main',
    })
    expect(response.statusCode).toBe(201)
    return response.json().page as Summary
  }
  const pageList = async () =>
    (await call('GET', '/api/editor/pages')).json() as {
      sections: { id: 'main' | 'hidden'; pages: Summary[] }[]
      navigationVersion: number
    }

  describe('page settings', () => {
    it('refuses a save made from settings someone else changed since, with the SPEC wording', async () => {
      const page = await create('Studio')
      const first = await call('PATCH', `/api/editor/pages/${page.id}`, {
        seoTitle: 'First owner',
        baseVersion: page.settingsVersion,
      })
      expect(first.statusCode).toBe(200)
      const saved = first.json().page as Summary
      expect(saved.settingsVersion).not.toBe(page.settingsVersion)

      const second = await call('PATCH', `/api/editor/pages/${page.id}`, {
        seoTitle: 'Second owner',
        baseVersion: page.settingsVersion,
      })
      expect(second.statusCode).toBe(409)
      expect(second.json()).toEqual({
        message: 'This page was changed by someone else. Reload to see their changes.',
        currentVersion: saved.settingsVersion,
      })
      const listed = (await pageList()).sections[0]?.pages.find((p) => p.id === page.id)
      expect(listed).toMatchObject({
        seoTitle: 'First owner',
        settingsVersion: saved.settingsVersion,
      })

      const reloaded = await call('PATCH', `/api/editor/pages/${page.id}`, {
        seoTitle: 'Second owner',
        baseVersion: saved.settingsVersion,
      })
      expect(reloaded.statusCode).toBe(200)
      expect(reloaded.json().page.seoTitle).toBe('Second owner')
    })

    it('is not put out by a draft save of the page content', async () => {
      const page = await create('Journal')
      const content = (await call('GET', `/api/editor/pages/${page.id}/content`)).json()
      const draft = await call('PUT', `/api/editor/pages/${page.id}/content`, {
        layout: content.layout,
        baseVersion: content.version,
      })
      expect(draft.statusCode).toBe(200)
      const settings = await call('PATCH', `/api/editor/pages/${page.id}`, {
        title: 'Journal 2026',
        baseVersion: page.settingsVersion,
      })
      expect(settings.statusCode).toBe(200)
    })
  })

  describe('navigation', () => {
    it('refuses an order made from a navigation someone else changed since', async () => {
      const a = await create('Alpha')
      const b = await create('Beta')
      const before = await pageList()
      const main = before.sections[0]!.pages.map((p) => ({ id: p.id }))
      const swapped = main.map((node) =>
        node.id === a.id ? { id: b.id } : node.id === b.id ? { id: a.id } : node,
      )
      const first = await call('PUT', '/api/editor/navigation', {
        sections: { main: swapped, hidden: [] },
        baseVersion: before.navigationVersion,
      })
      expect(first.statusCode).toBe(200)
      const after = first.json() as { navigationVersion: number }
      expect(after.navigationVersion).not.toBe(before.navigationVersion)

      const second = await call('PUT', '/api/editor/navigation', {
        sections: { main, hidden: [] },
        baseVersion: before.navigationVersion,
      })
      expect(second.statusCode).toBe(409)
      expect(second.json()).toEqual({
        message: 'The page order was changed by someone else. Reload to see their changes.',
        currentVersion: after.navigationVersion,
      })
      const ids = (await pageList()).sections[0]!.pages.map((p) => p.id)
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id))
    })

    it('counts a page added by someone else as a change', async () => {
      const before = await pageList()
      await create('Gamma')
      const response = await call('PUT', '/api/editor/navigation', {
        sections: { main: before.sections[0]!.pages.map((p) => ({ id: p.id })), hidden: [] },
        baseVersion: before.navigationVersion,
      })
      expect(response.statusCode).toBe(409)
    })
  })
})
