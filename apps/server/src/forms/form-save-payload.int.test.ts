import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

/** SaveFormSubmission's payload as stored, and what a payload the schema refuses gets back. */
describeEachDialect('form save payload', (ctx) => {
  const formId = 'form-payload'
  let app: FastifyInstance
  let host: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const created = await testSite(ctx)
    host = created.host
    await ctx.storage.db
      .insertInto('forms')
      .values({
        id: formId,
        websiteId: created.site.id,
        name: 'Members note',
        document: ctx.storage.dialect.encodeJson({
          schemaVersion: 1,
          id: formId,
          name: 'Members note',
          fields: [{ id: 'note', type: 'text', label: 'Note', required: true }],
        }),
      })
      .execute()
  })
  afterAll(() => app.close())

  async function submissionKey(): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host, ...crumbHeaders() },
    })
    return (response.json() as { key: string }).key
  }

  const save = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host, ...crumbHeaders(), ...headers },
      payload: payload as Record<string, unknown>,
    })

  it("stores the page's permission type with the submission and lists it for the owner", async () => {
    const saved = await save({
      key: await submissionKey(),
      formId,
      form: JSON.stringify({ note: 'behind the password' }),
      pageTitle: 'Studio notes',
      pageId: 'page-notes',
      contentSource: 'c',
      pagePath: '/notes',
      pagePermissionTypeValue: 2,
    })
    expect(saved.statusCode).toBe(200)

    const list = await app.inject({
      url: `/api/editor/forms/${formId}/submissions`,
      headers: { host, cookie: await signInOwner(ctx, app, host) },
    })
    expect(list.json().submissions[0]).toMatchObject({
      pagePath: '/notes',
      pagePermissionTypeValue: 2,
    })
    const row = await ctx.storage.db
      .selectFrom('formSubmissions')
      .select('pagePermissionTypeValue')
      .where('formId', '=', formId)
      .executeTakeFirstOrThrow()
    expect(Number(row.pagePermissionTypeValue)).toBe(2)
  })

  it('answers 400 {error} for a permission type Atelier does not know', async () => {
    const response = await save({
      key: await submissionKey(),
      formId,
      form: '{"note":"x"}',
      pagePermissionTypeValue: 7,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: "'pagePermissionTypeValue' must be one of: 1, 2, 3.",
    })
  })

  it('answers 400 {error} with a clear message when the payload misses a key or has wrong types', async () => {
    const cases: [unknown, string][] = [
      [{ key: 'k', formId }, "Missing field 'form'."],
      [{ key: 'k', formId, form: { note: 'x' } }, "'form' must be a string."],
      [{ key: 'k', formId, form: '{}', pageTitle: ['a', 'b'] }, "'pageTitle' must be a string."],
      [
        { key: 'k', formId, form: '{}', pagePermissionTypeValue: 'public' },
        "'pagePermissionTypeValue' must be a whole number.",
      ],
      [
        { key: 'k', formId, form: '{}', contentSource: 'x' },
        "'contentSource' must be one of: i, c.",
      ],
      [
        { key: 'k', formId, form: 'x'.repeat(100_001) },
        "'form' must be at most 100000 characters long.",
      ],
    ]
    for (const [payload, error] of cases) {
      const response = await save(payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json()).toEqual({ error })
    }
  })

  it('answers {error} for a body that is not JSON, and keeps the crumb answer', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host, ...crumbHeaders(), 'content-type': 'application/json' },
      payload: '{"form": ',
    })
    expect(broken.statusCode).toBe(400)
    expect(Object.keys(broken.json())).toEqual(['error'])
    expect(broken.json().error).not.toBe('')

    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host },
      payload: { form: '{}' },
    })
    expect(noCrumb.statusCode).toBe(403)
    expect(noCrumb.json()).toEqual({ crumbFail: true })
  })

  it('leaves other areas their own shape: a bad restock sign-up still answers {message}', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock',
      headers: { host, ...crumbHeaders() },
      payload: { siteVisitorEmail: 'ada@example.com' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json())).toEqual(['message'])
  })
})
