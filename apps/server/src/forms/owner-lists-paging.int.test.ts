import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

interface Paged {
  hasNextPage: boolean
  nextPageCursor: string | null
  [rows: string]: unknown
}

/** Rows stamped one second apart, so every page boundary falls between distinct times. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString()

describeEachDialect("the owner's lists, page after page", (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let session: string

  beforeAll(async () => {
    // Exports read 50 rows a step here, so the CSVs below span several steps.
    app = await testApp(ctx, { exportPageSize: 50 })
    ;({
      host,
      site: { id: websiteId },
    } = await testSite(ctx))
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  /** Follows `nextPageCursor` to the end; answers the rows of every page and the page count. */
  async function everyPage(url: string, key: string) {
    const rows: unknown[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const separator = url.includes('?') ? '&' : '?'
      const response: LightMyRequestResponse = await app.inject({
        url: cursor === null ? url : `${url}${separator}cursor=${encodeURIComponent(cursor)}`,
        headers: { host, ...crumbHeaders(session) },
      })
      expect(response.statusCode).toBe(200)
      const page: Paged = response.json()
      rows.push(...(page[key] as unknown[]))
      pages += 1
      expect(page.nextPageCursor === null).toBe(!page.hasNextPage)
      cursor = page.nextPageCursor
    } while (cursor !== null)
    return { rows, pages }
  }

  it('pages through 120 submissions of a form, 50 at a time, each once', async () => {
    const formId = 'form-many'
    await ctx.storage.db
      .insertInto('forms')
      .values({
        id: formId,
        websiteId,
        name: 'Contact',
        document: ctx.storage.dialect.encodeJson({
          schemaVersion: 1,
          id: formId,
          name: 'Contact',
          fields: [{ id: 'message', type: 'text', label: 'Message' }],
        }),
      })
      .execute()
    await ctx.storage.db
      .insertInto('formSubmissions')
      .values(
        Array.from({ length: 120 }, (_, n) => ({
          id: `sub-${String(n).padStart(3, '0')}`,
          websiteId,
          formId,
          visitorHash: 'x',
          answers: ctx.storage.dialect.encodeJson({ message: `note ${n}` }),
          pageTitle: 'Contact',
          pageId: 'page-contact',
          contentSource: 'c',
          pagePath: '/contact',
          pagePermissionTypeValue: 1,
          createdAt: at(n),
        })),
      )
      .execute()
    const { rows, pages } = await everyPage(
      `/api/editor/forms/${formId}/submissions`,
      'submissions',
    )
    expect(pages).toBe(3)
    expect(new Set(rows.map((row) => (row as { id: string }).id)).size).toBe(120)
  })

  it('pages through restock groups and one variant’s sign-ups', async () => {
    const signups = [
      // 60 variants with one sign-up each, and one variant with 75.
      ...Array.from({ length: 60 }, (_, n) => ({
        variantId: `v-${String(n).padStart(2, '0')}`,
        n,
      })),
      ...Array.from({ length: 75 }, (_, n) => ({ variantId: 'v-busy', n: 100 + n })),
    ]
    await ctx.storage.db
      .insertInto('restockSignups')
      .values(
        signups.map(({ variantId, n }) => ({
          id: `signup-${n}`,
          websiteId,
          itemId: 'item-mug',
          variantId,
          email: `visitor-${n}@example.com`,
          joinMailingList: 0,
          status: 'waiting',
          createdAt: at(n),
          notifiedAt: null,
        })),
      )
      .execute()
    const base = '/api/site-users/account/notifications/restock'
    const groups = await everyPage(`${base}/groups`, 'signUpGroups')
    expect(groups.pages).toBe(2)
    expect(groups.rows).toHaveLength(61)
    const busy = await everyPage(`${base}?productId=item-mug&variantId=v-busy`, 'signUps')
    expect(busy.pages).toBe(2)
    expect(new Set(busy.rows.map((row) => (row as { email: string }).email)).size).toBe(75)
  })

  it('pages through 230 subscribers of a list, 100 at a time', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/editor/mailing-lists/letter',
      headers: { host, ...crumbHeaders(session) },
      payload: { name: 'Letter', doubleOptIn: false },
    })
    expect(put.statusCode).toBe(200)
    await ctx.storage.db
      .insertInto('mailingListSubscribers')
      .values(
        Array.from({ length: 230 }, (_, n) => ({
          id: `subscriber-${n}`,
          websiteId,
          listId: 'letter',
          email: `reader-${n}@example.com`,
          firstName: '',
          lastName: '',
          status: 'subscribed',
          createdAt: at(n),
          updatedAt: at(n),
        })),
      )
      .execute()
    const { rows, pages } = await everyPage(
      '/api/editor/mailing-lists/letter/subscribers',
      'subscribers',
    )
    expect(pages).toBe(3)
    expect(new Set(rows.map((row) => (row as { email: string }).email)).size).toBe(230)
  })

  it('exports every submission and every subscriber as CSV, read 50 rows at a time', async () => {
    const csvLines = async (url: string) => {
      const response = await app.inject({ url, headers: { host, cookie: session } })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      return response.body.split('\r\n').slice(0, -1)
    }
    const submissions = await csvLines('/api/editor/forms/form-many/submissions.csv')
    expect(submissions[0]).toBe('Submitted On,Page,Message')
    // Newest first, each of the 120 once, across three steps.
    expect(submissions.slice(1)).toEqual(
      Array.from({ length: 120 }, (_, n) => `${at(119 - n)},/contact,note ${119 - n}`),
    )
    const subscribers = await csvLines('/api/editor/mailing-lists/letter/subscribers.csv')
    expect(subscribers[0]).toBe('Email,First Name,Last Name,Status,Signed Up')
    expect(subscribers.slice(1)).toEqual(
      Array.from({ length: 230 }, (_, n) => `reader-${n}@example.com,,,subscribed,${at(n)}`),
    )
  })

  it('answers 401 to the lists and the sends without an owner session', async () => {
    const base = '/api/site-users/account/notifications/restock'
    for (const url of [
      `${base}/groups`,
      `${base}?productId=item-mug&variantId=v-busy`,
      '/api/editor/forms/form-many/submissions',
      '/api/editor/mailing-lists/letter/subscribers',
    ]) {
      expect((await app.inject({ url, headers: { host, ...crumbHeaders() } })).statusCode).toBe(401)
    }
    const one = { productId: 'item-mug', variantId: 'v-busy' }
    for (const [url, payload] of [
      [`${base}/send`, one],
      [`${base}/send/all`, { sendRequests: [one] }],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { host, ...crumbHeaders() },
        payload,
      })
      expect(response.statusCode).toBe(401)
    }
  })
})
