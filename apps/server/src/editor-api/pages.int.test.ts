import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('editor API: pages', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    host = (await testSite(ctx, 'Pages Site')).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const create = async (title: string, kind = 'page', section = 'main', parentId?: string) => {
    const response = await call('POST', '/api/editor/pages', {
      kind,
      title,
      section,
      ...(parentId ? { parentId } : {}),
    })
    expect(response.statusCode).toBe(201)
    return response.json().page as { id: string; urlId: string; version: number }
  }
  const sections = async () =>
    (await call('GET', '/api/editor/pages')).json().sections as {
      id: string
      title: string
      pages: { id: string; title: string; children?: { id: string }[] }[]
    }[]

  describe('access', () => {
    it('answers 401 without an owner session', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/editor/pages',
        headers: { host },
      })
      expect(response.statusCode).toBe(401)
    })

    it('answers 401 before looking at the body when signed out', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/editor/pages',
        headers: { host, ...crumbHeaders() },
        payload: { nonsense: true },
      })
      expect(response.statusCode).toBe(401)
    })

    it('answers 403 {"crumbFail": true} to a state-changing call without the crumb', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/editor/pages',
        headers: { host, cookie: session },
        payload: { kind: 'page', title: 'X', section: 'main' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ crumbFail: true })
    })

    it('GET /api/editor/session names the owner, the website and the crumb', async () => {
      const response = await call('GET', '/api/editor/session')
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.user.email).toMatch(/@example\.com$/)
      expect(body.website).toMatchObject({ title: 'Pages Site', baseUrl: `http://${host}` })
      expect(body.crumb).toBe('test-crumb-0123456789abcdef')
      const signedOut = await app.inject({
        method: 'GET',
        url: '/api/editor/session',
        headers: { host },
      })
      expect(signedOut.statusCode).toBe(401)
    })
  })

  describe('page list', () => {
    it('creates a page in the main navigation with a url id from its title, -1 when taken', async () => {
      const first = await create('About Us')
      const second = await create('About Us')
      expect(first.urlId).toBe('about-us')
      expect(second.urlId).toBe('about-us-1')
      const third = await create('About Us', 'page', 'hidden')
      expect(third.urlId).toBe('about-us-2')
      const list = await sections()
      expect(list.map((section) => [section.id, section.title])).toEqual([
        ['main', 'Main Navigation'],
        ['hidden', 'Not Linked'],
      ])
      expect(list[0]?.pages.map((page) => page.id)).toEqual([first.id, second.id])
      expect(list[1]?.pages.map((page) => page.id)).toEqual([third.id])
      expect(list[0]?.pages[0]).toMatchObject({
        kind: 'page',
        title: 'About Us',
        navigationTitle: 'About Us',
        status: 'draft',
        locked: false,
        memberOnly: false,
        version: 1,
      })
    })

    it('refuses an empty title with a field error', async () => {
      const response = await call('POST', '/api/editor/pages', {
        kind: 'page',
        title: '  ',
        section: 'main',
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: 'Please enter a page title',
        errors: { title: 'Please enter a page title' },
      })
    })

    it('renames a page and changes its url, refusing a bad slug with the SPEC text', async () => {
      const page = await create('Contact')
      const renamed = await call('PATCH', `/api/editor/pages/${page.id}`, {
        title: 'Get in touch',
        navigationTitle: 'Contact us',
        urlId: 'get-in-touch',
        seoTitle: 'Write to us',
      })
      expect(renamed.statusCode).toBe(200)
      expect(renamed.json().page).toMatchObject({
        title: 'Get in touch',
        navigationTitle: 'Contact us',
        urlId: 'get-in-touch',
      })

      const bad = await call('PATCH', `/api/editor/pages/${page.id}`, { urlId: 'Not A Slug!' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json()).toEqual({
        message: 'Not A Slug! is not a valid page URL',
        errors: { urlId: 'Not A Slug! is not a valid page URL' },
      })
      const taken = await call('PATCH', `/api/editor/pages/${page.id}`, { urlId: 'about-us' })
      expect(taken.statusCode).toBe(400)
      expect(taken.json().errors).toHaveProperty('urlId')
    })

    it('needs a publishOn date for a scheduled page, and locks a page with a password', async () => {
      const page = await create('Later')
      const noDate = await call('PATCH', `/api/editor/pages/${page.id}`, { status: 'scheduled' })
      expect(noDate.statusCode).toBe(400)
      expect(noDate.json().errors).toHaveProperty('publishOn')
      const scheduled = await call('PATCH', `/api/editor/pages/${page.id}`, {
        status: 'scheduled',
        publishOn: '2030-01-01T09:00:00.000Z',
        password: 'open sesame',
        memberOnly: true,
      })
      expect(scheduled.statusCode).toBe(200)
      expect(scheduled.json().page).toMatchObject({
        status: 'scheduled',
        publishOn: '2030-01-01T09:00:00.000Z',
        locked: true,
        memberOnly: true,
      })
      const unlocked = await call('PATCH', `/api/editor/pages/${page.id}`, { password: null })
      expect(unlocked.json().page.locked).toBe(false)
    })

    it('checks link addresses and dates with the schema messages', async () => {
      const link = await create('Instagram', 'link')
      const scripted = await call('PATCH', `/api/editor/pages/${link.id}`, {
        externalLink: { url: 'javascript:alert(1)' },
      })
      expect(scripted.statusCode).toBe(400)
      expect(scripted.json().errors).toEqual({
        externalLink:
          'A link must be a web address, a site path, an anchor, a mailto: or a tel: link.',
      })
      const saved = await call('PATCH', `/api/editor/pages/${link.id}`, {
        externalLink: { url: 'https://instagram.com/atelier', newWindow: true },
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().page).toMatchObject({
        externalLink: 'https://instagram.com/atelier',
        externalLinkNewWindow: true,
      })
      const asText = await call('PATCH', `/api/editor/pages/${link.id}`, {
        externalLink: 'https://example.com/shop',
      })
      expect(asText.json().page).toMatchObject({
        externalLink: 'https://example.com/shop',
        externalLinkNewWindow: true,
      })
      const badDate = await call('PATCH', `/api/editor/pages/${link.id}`, {
        status: 'scheduled',
        publishOn: 'tomorrow',
      })
      expect(badDate.json().errors).toEqual({ publishOn: 'Dates are ISO 8601 date-times.' })
    })

    it('creates gallery and events pages, in draft, with their kind', async () => {
      for (const [kind, title, urlId] of [
        ['gallery', 'Work', 'work'],
        ['events', 'Open Studio Days', 'open-studio-days'],
      ] as const) {
        const response = await call('POST', '/api/editor/pages', { kind, title, section: 'main' })
        expect(response.statusCode).toBe(201)
        expect(response.json().page).toMatchObject({ kind, title, urlId, status: 'draft' })
        const listed = (await sections())[0]?.pages.find((p) => p.id === response.json().page.id)
        expect(listed?.title).toBe(title)
      }
    })

    it("saves the SEO title and description, and visitors' pages carry them", async () => {
      // The home page is titled after the site; any other page by its SEO title.
      const home = await create('Home')
      await call('POST', `/api/editor/pages/${home.id}/publish`)
      const page = await create('Workshops')
      const saved = await call('PATCH', `/api/editor/pages/${page.id}`, {
        seoTitle: 'Pottery workshops in Leeds',
        seoDescription: 'Wheel & hand-building classes for beginners.',
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().page).toMatchObject({
        seoTitle: 'Pottery workshops in Leeds',
        seoDescription: 'Wheel & hand-building classes for beginners.',
      })
      expect((await call('POST', `/api/editor/pages/${page.id}/publish`)).statusCode).toBe(200)
      const visit = await app.inject({ method: 'GET', url: `/${page.urlId}`, headers: { host } })
      expect(visit.statusCode).toBe(200)
      expect(visit.body).toMatch(/<title>Pottery workshops in Leeds[^<]*<\/title>/)
      expect(visit.body).toContain(
        '<meta name="description" content="Wheel &amp; hand-building classes for beginners.">',
      )
    })

    it('answers 404 for a page of no one', async () => {
      expect((await call('PATCH', '/api/editor/pages/nope', { title: 'x' })).statusCode).toBe(404)
      expect((await call('DELETE', '/api/editor/pages/nope')).statusCode).toBe(404)
    })
  })

  describe('order and folders', () => {
    it('reorders, moves between sections and into a folder, then deletes', async () => {
      const folder = await create('Studio', 'folder')
      const child = await create('Process', 'page', 'main', folder.id)
      const loose = await create('Press', 'page', 'hidden')
      let list = await sections()
      const studio = list[0]?.pages.find((page) => page.id === folder.id)
      expect(studio?.children?.map((page) => page.id)).toEqual([child.id])

      const main =
        list[0]?.pages.map((page) => ({
          id: page.id,
          ...(page.children ? { children: page.children.map((c) => ({ id: c.id })) } : {}),
        })) ?? []
      // Studio moves to the top and takes Press in; the first main page moves to Not Linked.
      const [firstMain, ...restMain] = main.filter((node) => node.id !== folder.id)
      const reordered = await call('PUT', '/api/editor/navigation', {
        sections: {
          main: [{ id: folder.id, children: [{ id: loose.id }, { id: child.id }] }, ...restMain],
          hidden: [{ id: firstMain!.id }],
        },
      })
      expect(reordered.statusCode).toBe(200)
      list = reordered.json().sections
      expect(list[0]?.pages[0]?.id).toBe(folder.id)
      expect(list[0]?.pages[0]?.children?.map((page) => page.id)).toEqual([loose.id, child.id])
      expect(list[1]?.pages[0]?.id).toBe(firstMain!.id)

      const nested = await call('PUT', '/api/editor/navigation', {
        sections: { main: [{ id: loose.id, children: [{ id: child.id }] }], hidden: [] },
      })
      expect(nested.statusCode).toBe(400)
      expect(nested.json().message).toBe('Only folders can hold pages.')
      const unknown = await call('PUT', '/api/editor/navigation', {
        sections: { main: [{ id: 'ghost' }], hidden: [] },
      })
      expect(unknown.statusCode).toBe(400)

      const deleted = await call('DELETE', `/api/editor/pages/${folder.id}`)
      expect(deleted.statusCode).toBe(204)
      list = await sections()
      // The folder's pages move up to its place in the navigation.
      expect(list[0]?.pages.slice(0, 2).map((page) => page.id)).toEqual([loose.id, child.id])
      expect(list.flatMap((section) => section.pages).some((page) => page.id === folder.id)).toBe(
        false,
      )
    })
  })
})
