import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { exportSite } from '../sites/export-site.js'
import { importSite } from '../sites/import-site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

interface Listed {
  id: string
  memberOnly: boolean
  settingsVersion: number
}
interface Section {
  id: string
  title: string
  pages: Listed[]
}

describeEachDialect('editor API: Member Areas', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string
  let siteId: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const made = await testSite(ctx, 'Members Site')
    host = made.host
    siteId = made.site.id
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
  const create = async (title: string, kind = 'page') => {
    const response = await call('POST', '/api/editor/pages', { kind, title, section: 'main' })
    expect(response.statusCode).toBe(201)
    return response.json().page as Listed
  }
  const list = async () =>
    (await call('GET', '/api/editor/pages')).json() as {
      sections: Section[]
      navigationVersion: number
    }
  const idsIn = (sections: Section[], id: string) =>
    sections.find((section) => section.id === id)?.pages.map((page) => page.id)
  const order = (sections: Section[]) =>
    Object.fromEntries(
      ['main', 'hidden', 'member'].map((id) => [
        id,
        (idsIn(sections, id) ?? []).map((page) => ({ id: page })),
      ]),
    )

  it('lists no Member Areas until a page is member-only; then the page is listed there', async () => {
    const lessons = await create('Lessons')
    expect((await list()).sections.map((section) => section.id)).toEqual(['main', 'hidden'])
    const response = await call('PATCH', `/api/editor/pages/${lessons.id}`, {
      memberOnly: true,
      baseVersion: lessons.settingsVersion,
    })
    expect(response.statusCode).toBe(200)
    const { sections } = await list()
    expect(sections.at(-1)).toMatchObject({ id: 'member', title: 'Member Areas' })
    expect(idsIn(sections, 'member')).toEqual([lessons.id])
    expect(idsIn(sections, 'main')).not.toContain(lessons.id)

    const back = await call('PATCH', `/api/editor/pages/${lessons.id}`, { memberOnly: false })
    expect(back.statusCode).toBe(200)
    const after = (await list()).sections
    expect(idsIn(after, 'member')).toBeUndefined()
    expect(idsIn(after, 'hidden')).toContain(lessons.id)
  })

  it('a page moved into Member Areas becomes member-only, and moved out no longer is', async () => {
    const videos = await create('Videos')
    const before = await list()
    const into = order(before.sections)
    into.main = into.main!.filter((node) => node.id !== videos.id)
    into.member = [...into.member!, { id: videos.id }]
    const moved = await call('PUT', '/api/editor/navigation', {
      sections: into,
      baseVersion: before.navigationVersion,
    })
    expect(moved.statusCode).toBe(200)
    const member = moved.json().sections.find((section: Section) => section.id === 'member')
    expect(member.pages).toEqual([expect.objectContaining({ id: videos.id, memberOnly: true })])

    const now = await list()
    const out = order(now.sections)
    out.member = []
    out.hidden = [...out.hidden!, { id: videos.id }]
    const left = await call('PUT', '/api/editor/navigation', {
      sections: out,
      baseVersion: now.navigationVersion,
    })
    expect(left.statusCode).toBe(200)
    const hidden = left.json().sections.find((section: Section) => section.id === 'hidden')
    expect(hidden.pages).toContainEqual(
      expect.objectContaining({ id: videos.id, memberOnly: false }),
    )
  })

  it('refuses a folder in Member Areas with a 400 and a message', async () => {
    const folder = await create('Archive', 'folder')
    const current = await list()
    const sections = order(current.sections)
    sections.main = sections.main!.filter((node) => node.id !== folder.id)
    sections.member = [{ id: folder.id }]
    const response = await call('PUT', '/api/editor/navigation', {
      sections,
      baseVersion: current.navigationVersion,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Member Areas hold pages, not folders.')
  })

  it('keeps the member-area navigation through export and import', async () => {
    const page = await create('Members Only')
    await call('PATCH', `/api/editor/pages/${page.id}`, { memberOnly: true })
    const deps = { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir) }
    const exported = await exportSite(deps, siteId)
    expect(exported.navigation.member).toContainEqual(
      expect.objectContaining({ kind: 'collection', collectionId: page.id }),
    )
    const empty = await ctx.freshStorage()
    const copy = {
      storage: empty,
      fileStore: createDiskFileStore(ctx.dataDir),
      now: () => new Date(),
    }
    await importSite(copy, JSON.parse(JSON.stringify(exported)))
    expect((await exportSite(copy, siteId)).navigation).toEqual(exported.navigation)
  })
})
