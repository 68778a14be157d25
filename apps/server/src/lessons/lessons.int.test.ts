import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import { COURSE_PATH } from '../demo/demo-course.js'
import { DEMO_MEMBER_AREA } from '../demo/demo-pages.js'
import { DEMO_SITE_USER, seedDemo } from '../demo/seed-demo.js'
import { upsertMembership } from '../members/membership-repository.js'
import { SiteBrowser } from '../site-users/testing/site-browser.js'
import { withLessonTables } from '../storage/lesson-tables.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

const host = 'localhost'
const pageTypeOf = (html: string) => /data-page-type="(\d+)"/.exec(html)?.[1]
const lessonTitles = (html: string) =>
  [...html.matchAll(/class="lesson-row__title" href="[^"]*">([^<]*)</g)].map((match) => match[1])
const ticks = (html: string) => (html.match(/class="lesson-row is-complete"/g) ?? []).length
const LESSON_ONE = `${COURSE_PATH}/wedging-the-clay`
const LESSON_TWO = `${COURSE_PATH}/centring-on-the-wheel`

describeEachDialect('lessons on the published site', (ctx) => {
  let app: FastifyInstance
  let websiteId: string
  const clock = new Date()

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => clock })
    websiteId = (await seedDemo(storage, app.atelier, { images: false }))!.websiteId
  })
  afterAll(() => app.close())

  /** A signed-in customer; a member of the Studio Club unless `member` is false. */
  async function customer(email: string, member = true) {
    await createSiteUser(app.atelier.storage, {
      websiteId,
      email,
      password: 'long-enough-1',
      now: clock,
    })
    if (member) {
      await upsertMembership(app.atelier.storage.db, {
        websiteId,
        memberAreaId: DEMO_MEMBER_AREA.id,
        email,
        plan: 'comp',
        now: clock,
      })
    }
    const browser = new SiteBrowser(app, host)
    expect((await browser.signIn(email, 'long-enough-1')).statusCode).toBe(200)
    return browser
  }
  const mark = (browser: SiteBrowser, itemId: string, complete: '1' | '0', crumb = browser.crumb) =>
    browser.request(
      'POST',
      `/account/lessons/${itemId}/progress`,
      { complete, crumb },
      { crumb: false },
    )
  const lessonId = async (browser: SiteBrowser, path: string) => {
    const page = await browser.request('GET', `${path}?format=json`)
    return String(JSON.parse(page.body).item.id)
  }

  it('gates the course and each lesson: 105 to a visitor, 106 to a customer who is not a member', async () => {
    for (const path of [COURSE_PATH, LESSON_ONE]) {
      const anonymous = await app.inject({ url: path, headers: { host } })
      expect(pageTypeOf(anonymous.body), path).toBe('105')
      expect(anonymous.body).not.toContain('Wedging the clay')
      expect(anonymous.headers['cache-control']).toBe('private, no-store')
    }
    const shopper = new SiteBrowser(app, host)
    await shopper.signIn(DEMO_SITE_USER.email, DEMO_SITE_USER.password)
    for (const path of [COURSE_PATH, LESSON_TWO]) {
      const denied = await shopper.request('GET', path)
      expect(denied.statusCode, path).toBe(403)
      expect(pageTypeOf(denied.body)).toBe('106')
      expect(denied.body).not.toContain('player.vimeo.com')
    }
  })

  it('lists the lessons in order with durations; a lesson shows its video, previous/next and Mark as complete', async () => {
    const ada = await customer('ada-lessons@example.com')
    const course = await ada.request('GET', COURSE_PATH)
    expect(course.statusCode).toBe(200)
    expect(pageTypeOf(course.body)).toBe('1')
    expect(course.headers['cache-control']).toBe('private, no-store')
    expect(lessonTitles(course.body)).toEqual([
      'Wedging the clay',
      'Centring on the wheel',
      'Opening and pulling the walls',
    ])
    expect(course.body).toContain('Reading · 6 min')
    expect(course.body).toContain('Video · 9 min')
    expect(course.body).toContain('0 of 3 complete')
    expect(course.body).toContain('Three short lessons from the studio wheel')

    const lesson = await ada.request('GET', LESSON_TWO)
    expect(pageTypeOf(lesson.body)).toBe('50')
    expect(lesson.body).toContain('Lesson 2 of 3')
    expect(lesson.body).toContain('https://player.vimeo.com/video/76979871')
    expect(lesson.body).toMatch(/class="pager__prev" href="\/throwing-a-bowl\/wedging-the-clay"/)
    expect(lesson.body).toMatch(/class="pager__next" href="\/throwing-a-bowl\/opening-and-pulling"/)
    expect(lesson.body).toContain('>Mark as complete</button>')
    // The form carries this browser's crumb, filled in on the way out.
    expect(lesson.body).toContain(`name="crumb" value="${ada.crumb}"`)
  })

  it('keeps progress per member: marking complete and un-marking changes only their own', async () => {
    const bea = await customer('bea-lessons@example.com')
    const cal = await customer('cal-lessons@example.com')
    const one = await lessonId(bea, LESSON_ONE)
    const two = await lessonId(bea, LESSON_TWO)

    const marked = await mark(bea, one, '1')
    expect(marked.statusCode).toBe(303)
    expect(marked.headers.location).toBe(LESSON_ONE)
    expect((await mark(bea, one, '1')).statusCode).toBe(303) // twice changes nothing
    expect((await mark(bea, two, '1')).statusCode).toBe(303)

    const beas = await bea.request('GET', COURSE_PATH)
    expect(beas.body).toContain('2 of 3 complete')
    expect(ticks(beas.body)).toBe(2)
    const lesson = await bea.request('GET', LESSON_ONE)
    expect(lesson.body).toContain('You completed this lesson.')
    expect(lesson.body).toContain('>Mark as not complete</button>')

    const cals = await cal.request('GET', COURSE_PATH)
    expect(cals.body).toContain('0 of 3 complete')
    expect(ticks(cals.body)).toBe(0)

    expect((await mark(bea, two, '0')).statusCode).toBe(303)
    expect((await bea.request('GET', COURSE_PATH)).body).toContain('1 of 3 complete')
    const rows = await withLessonTables(app.atelier.storage.db)
      .selectFrom('lessonProgress')
      .select('itemId')
      .where('websiteId', '=', websiteId)
      .execute()
    expect(rows.map((row) => row.itemId)).toEqual([one])
  })

  it('refuses a post without the crumb, from a non-member or for no lesson; sends a visitor to sign in', async () => {
    const dan = await customer('dan-lessons@example.com')
    const one = await lessonId(dan, LESSON_ONE)
    const forged = await mark(dan, one, '1', 'not-the-crumb-0123456789')
    expect(forged.statusCode).toBe(403)
    expect((await dan.request('GET', COURSE_PATH)).body).toContain('0 of 3 complete')
    expect((await mark(dan, 'no-such-lesson', '1')).statusCode).toBe(404)
    const bad = await dan.request(
      'POST',
      `/account/lessons/${one}/progress`,
      { complete: 'yes', crumb: dan.crumb },
      { crumb: false },
    )
    expect(bad.statusCode).toBe(400)

    const outsider = await customer('eve-lessons@example.com', false)
    expect((await mark(outsider, one, '1')).statusCode).toBe(403)

    const visitor = new SiteBrowser(app, host)
    const signIn = await mark(visitor, one, '1')
    expect(signIn.statusCode).toBe(303)
    expect(signIn.headers.location).toBe(
      `/account/login?returnTo=${encodeURIComponent(LESSON_ONE)}`,
    )
  })
})

describeEachDialect('editor API: a course and its lessons', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string
  let courseId: string
  let clock = Date.parse('2026-06-01T08:00:00Z')

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => new Date(clock) })
    host = (await testSite(ctx, 'Course Site')).host
    session = await signInOwner(ctx, app, host)
    const course = await call('POST', '/api/editor/pages', {
      kind: 'course',
      title: 'Glazing',
      section: 'hidden',
    })
    expect(course.statusCode, course.body).toBe(201)
    courseId = course.json().page.id
    const page = await call('GET', `/api/editor/pages/${courseId}`)
    await call('PATCH', `/api/editor/pages/${courseId}`, {
      status: 'published',
      baseVersion: page.json().page?.version,
    })
  })
  afterAll(() => app.close())

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })
  const listed = async () =>
    (await call('GET', `/api/editor/collections/${courseId}/items`)).json().items as {
      id: string
      title: string
      lesson: { kind: string; durationMinutes: number }
    }[]
  const newLesson = async (title: string) => {
    clock += 1000
    const response = await call('POST', `/api/editor/collections/${courseId}/items`, { title })
    expect(response.statusCode, response.body).toBe(201)
    const item = response.json().item as { id: string; version: number }
    const published = await call('PATCH', `/api/editor/items/${item.id}`, {
      status: 'published',
      baseVersion: item.version,
    })
    expect(published.statusCode, published.body).toBe(200)
    return item.id
  }

  it('adds lessons in order as text lessons, and saves a lesson’s kind, minutes and video', async () => {
    const first = await newLesson('Dipping')
    await newLesson('Pouring')
    expect((await listed()).map((item) => [item.title, item.lesson])).toEqual([
      ['Dipping', { kind: 'text', durationMinutes: 0 }],
      ['Pouring', { kind: 'text', durationMinutes: 0 }],
    ])
    const saved = await call('PATCH', `/api/editor/items/${first}`, {
      lesson: { kind: 'video', durationMinutes: 7, video: { url: 'https://youtu.be/abcdefgh' } },
      baseVersion: 2,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().item.lesson).toEqual({
      kind: 'video',
      durationMinutes: 7,
      video: { url: 'https://youtu.be/abcdefgh', caption: '' },
    })
    const page = await app.inject({ url: '/glazing/dipping', headers: { host } })
    expect(page.body).toContain('https://www.youtube-nocookie.com/embed/abcdefgh')
    expect(page.body).toContain('Video · 7 min')

    for (const lesson of [{ durationMinutes: 1441 }, { video: { url: 'javascript:alert(1)' } }]) {
      const refused = await call('PATCH', `/api/editor/items/${first}`, { lesson, baseVersion: 3 })
      expect(refused.statusCode, JSON.stringify(lesson)).toBe(400)
    }
  })

  it('reorders the lessons: the list, the published course and its pager keep the new order', async () => {
    const third = await newLesson('Spraying')
    const before = (await listed()).map((item) => item.id)
    expect(before).toHaveLength(3)
    const wanted = [third, before[0]!, before[1]!]
    clock += 1000
    const reordered = await call('PUT', `/api/editor/collections/${courseId}/items/order`, {
      ids: wanted,
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect((await listed()).map((item) => item.id)).toEqual(wanted)
    const published = await app.inject({ url: '/glazing', headers: { host } })
    expect(lessonTitles(published.body)).toEqual(['Spraying', 'Dipping', 'Pouring'])
    // A public course too is personal (progress), never offered to a shared cache.
    expect(published.headers['cache-control']).toBe('private, no-store')
    const firstLesson = await app.inject({ url: '/glazing/spraying', headers: { host } })
    expect(firstLesson.body).toContain('Lesson 1 of 3')
    expect(firstLesson.body).toMatch(/class="pager__next" href="\/glazing\/dipping"/)
    // A visitor who is not signed in is asked to sign in to keep progress.
    expect(firstLesson.body).toContain('Sign in to keep track of your progress.')

    for (const ids of [wanted.slice(0, 2), [...wanted, wanted[0]], [wanted[0], wanted[1], 'x']]) {
      const refused = await call('PUT', `/api/editor/collections/${courseId}/items/order`, { ids })
      expect(refused.statusCode).toBe(400)
    }
    expect((await listed()).map((item) => item.id)).toEqual(wanted)
  })

  it('refuses lesson fields on a post and a reorder of a blog', async () => {
    const blog = await call('POST', '/api/editor/pages', {
      kind: 'blog',
      title: 'Notes',
      section: 'hidden',
    })
    const blogId = blog.json().page.id as string
    const post = await call('POST', `/api/editor/collections/${blogId}/items`, { title: 'A post' })
    const refused = await call('PATCH', `/api/editor/items/${post.json().item.id}`, {
      lesson: { kind: 'video' },
      baseVersion: 1,
    })
    expect(refused.statusCode).toBe(400)
    const reorder = await call('PUT', `/api/editor/collections/${blogId}/items/order`, {
      ids: [post.json().item.id],
    })
    expect(reorder.statusCode).toBe(400)
  })
})
