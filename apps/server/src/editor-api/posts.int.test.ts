import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { publishDue } from './scheduled-publishing.js'

describeEachDialect('editor API: blog posts, tags and categories', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string
  let blogId: string
  let clock = Date.parse('2026-06-01T08:00:00Z')

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => new Date(clock) })
    host = (await testSite(ctx, 'Journal Site')).host
    session = await signInOwner(ctx, app, host)
    const blog = await call('POST', '/api/editor/pages', {
      kind: 'blog',
      title: 'Journal',
      section: 'main',
    })
    blogId = blog.json().page.id
  })
  afterAll(() => app.close())

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const newPost = async (title: string) => {
    const response = await call('POST', `/api/editor/collections/${blogId}/items`, { title })
    expect(response.statusCode).toBe(201)
    return response.json().item as { id: string; urlId: string; version: number; tags: string[] }
  }
  const taxonomy = (payload: object) =>
    call('POST', `/api/editor/collections/${blogId}/taxonomy`, payload)
  const tagsOf = async (id: string) =>
    (await call('GET', `/api/editor/items/${id}`)).json().item.tags as string[]

  describe('posts', () => {
    it('creates draft posts with url ids from their titles', async () => {
      const first = await newPost('Spring Planting')
      const again = await newPost('Spring Planting')
      expect(first).toMatchObject({ urlId: 'spring-planting', version: 1, tags: [] })
      expect(again.urlId).toBe('spring-planting-1')
      const detail = await call('GET', `/api/editor/items/${first.id}`)
      expect(detail.json().item).toMatchObject({
        title: 'Spring Planting',
        status: 'draft',
        body: { blocks: [] },
      })
    })

    it('dates a post published without a date now, and refuses an impossible date', async () => {
      const post = await newPost('Dated Now')
      const published = await call('PATCH', `/api/editor/items/${post.id}`, {
        status: 'published',
        baseVersion: 1,
      })
      expect(published.statusCode).toBe(200)
      expect(published.json().item.publishOn).toBe(new Date(clock).toISOString())
      for (const publishOn of ['2026-02-31x', '0001-01-01T00:00:00Z', 'soon']) {
        const refused = await call('PATCH', `/api/editor/items/${post.id}`, {
          publishOn,
          baseVersion: 2,
        })
        expect(refused.statusCode, publishOn).toBe(400)
        expect(refused.json().errors).toEqual({
          publishOn: 'Please enter a real date between the years 1000 and 9999.',
        })
      }
    })

    it('enforces the tag (50) and category (25) lengths and the version', async () => {
      const post = await newPost('Limits')
      const longTag = await call('PATCH', `/api/editor/items/${post.id}`, {
        tags: ['x'.repeat(51)],
        baseVersion: 1,
      })
      expect(longTag.statusCode).toBe(400)
      expect(longTag.json().errors).toEqual({ tags: 'A tag is at most 50 characters.' })
      const longCategory = await call('PATCH', `/api/editor/items/${post.id}`, {
        categories: ['y'.repeat(26)],
        baseVersion: 1,
      })
      expect(longCategory.json().errors).toEqual({
        categories: 'A category is at most 25 characters.',
      })

      const saved = await call('PATCH', `/api/editor/items/${post.id}`, {
        tags: ['x'.repeat(50)],
        categories: ['y'.repeat(25)],
        excerpt: 'Short and sweet',
        baseVersion: 1,
      })
      expect(saved.statusCode).toBe(200)
      expect(saved.json().item).toMatchObject({ excerpt: 'Short and sweet', version: 2 })
      const stale = await call('PATCH', `/api/editor/items/${post.id}`, {
        title: 'Late',
        baseVersion: 1,
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toEqual({
        message: 'This page was changed by someone else. Reload to see their changes.',
        currentVersion: 2,
      })
    })

    it('shows a post to visitors only once it and its blog are published', async () => {
      const post = await newPost('Open Day')
      await call('PATCH', `/api/editor/items/${post.id}`, {
        status: 'published',
        publishOn: new Date(clock - 1000).toISOString(),
        body: {
          schemaVersion: 1,
          blocks: [
            {
              id: 'q',
              type: 'quote',
              position: { row: 0, col: 0, span: 12 },
              value: { text: 'Come and see' },
            },
          ],
        },
        baseVersion: 1,
      })
      const visit = () => {
        clock += 5_000
        return app.inject({ method: 'GET', url: '/journal/open-day', headers: { host } })
      }
      expect((await visit()).statusCode).toBe(404)
      await call('POST', `/api/editor/pages/${blogId}/publish`)
      const live = await visit()
      expect(live.statusCode).toBe(200)
      expect(live.body).toContain('Come and see')
      await call('PATCH', `/api/editor/items/${post.id}`, { status: 'draft', baseVersion: 2 })
      expect((await visit()).statusCode).toBe(404)
    })

    it('publishes a scheduled post at its time through the worker step', async () => {
      const post = await newPost('Harvest Notes')
      const publishOn = new Date(clock + 60 * 60_000).toISOString()
      const scheduled = await call('PATCH', `/api/editor/items/${post.id}`, {
        status: 'scheduled',
        publishOn,
        baseVersion: 1,
      })
      expect(scheduled.json().item).toMatchObject({ status: 'scheduled', publishOn })
      expect(await publishDue(ctx.storage, new Date(clock))).toEqual({ pages: 0, items: 0 })
      clock += 2 * 60 * 60_000
      expect(await publishDue(ctx.storage, new Date(clock))).toEqual({ pages: 0, items: 1 })
      const detail = (await call('GET', `/api/editor/items/${post.id}`)).json().item
      expect(detail).toMatchObject({ status: 'published', version: 3 })
    })

    it('pages through posts 50 at a time, and deletes', async () => {
      for (let index = 0; index < 48; index++) await newPost(`Bulk ${index}`)
      const first = (await call('GET', `/api/editor/collections/${blogId}/items`)).json()
      expect(first.items).toHaveLength(50)
      expect(first.nextCursor).toBe('50')
      const second = (await call('GET', `/api/editor/collections/${blogId}/items?cursor=50`)).json()
      expect(second.items.length).toBeGreaterThan(0)
      expect(second.nextCursor).toBeNull()
      const all = [...first.items, ...second.items].map((item: { id: string }) => item.id)
      expect(new Set(all).size).toBe(all.length)

      const doomed = all[0] as string
      expect((await call('DELETE', `/api/editor/items/${doomed}`)).statusCode).toBe(204)
      expect((await call('GET', `/api/editor/items/${doomed}`)).statusCode).toBe(404)
      expect((await call('GET', '/api/editor/collections/nope/items')).statusCode).toBe(404)
    })
  })

  describe('taxonomy', () => {
    it('counts, creates, renames, merges and removes tags across every item', async () => {
      const a = await newPost('Tagged A')
      const b = await newPost('Tagged B')
      await call('PATCH', `/api/editor/items/${a.id}`, { tags: ['Red', 'Blue'], baseVersion: 1 })
      await call('PATCH', `/api/editor/items/${b.id}`, { tags: ['Red'], baseVersion: 1 })
      const start = (await call('GET', `/api/editor/collections/${blogId}/taxonomy`)).json()
      expect(start.tags).toEqual(
        expect.arrayContaining([
          { name: 'Blue', count: 1 },
          { name: 'Red', count: 2 },
        ]),
      )

      const created = await taxonomy({ tagType: 'tag', action: 'create', name: 'Green' })
      expect(created.json().tags).toContainEqual({ name: 'Green', count: 0 })
      const duplicate = await taxonomy({ tagType: 'tag', action: 'create', name: 'Red' })
      expect(duplicate.statusCode).toBe(400)
      expect(duplicate.json().message).toBe('This tag already exists')

      const renamed = await taxonomy({
        tagType: 'tag',
        action: 'rename',
        name: 'Red',
        newName: 'Crimson',
      })
      expect(renamed.json().tags).toContainEqual({ name: 'Crimson', count: 2 })
      expect(await tagsOf(a.id)).toEqual(['Crimson', 'Blue'])
      expect(await tagsOf(b.id)).toEqual(['Crimson'])
      const clash = await taxonomy({
        tagType: 'tag',
        action: 'rename',
        name: 'Crimson',
        newName: 'Blue',
      })
      expect(clash.json().message).toBe('This tag already exists')

      const merged = await taxonomy({
        tagType: 'tag',
        action: 'merge',
        name: 'Crimson',
        names: ['Blue', 'Green'],
      })
      expect(merged.statusCode).toBe(200)
      expect(await tagsOf(a.id)).toEqual(['Crimson'])
      expect(
        merged.json().tags.find((entry: { name: string }) => entry.name === 'Blue'),
      ).toBeUndefined()

      const removed = await taxonomy({ tagType: 'tag', action: 'remove', name: 'Crimson' })
      expect(removed.statusCode).toBe(200)
      expect(await tagsOf(a.id)).toEqual([])
      expect(await tagsOf(b.id)).toEqual([])
    })

    it('keeps categories apart from tags and limits their length', async () => {
      const created = await taxonomy({ tagType: 'category', action: 'create', name: 'Recipes' })
      expect(created.json().categories).toContainEqual({ name: 'Recipes', count: 0 })
      expect(created.json().tags).not.toContainEqual(expect.objectContaining({ name: 'Recipes' }))
      const again = await taxonomy({ tagType: 'category', action: 'create', name: 'Recipes' })
      expect(again.json().message).toBe('This category already exists')
      const long = await taxonomy({ tagType: 'category', action: 'create', name: 'z'.repeat(26) })
      expect(long.statusCode).toBe(400)
      expect(long.json().message).toBe('A category is at most 25 characters.')
    })
  })
})
