import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database } from '../storage/database.js'
import type { DialectContext } from '../testing/describe-each-dialect.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testSite } from '../testing/test-app.js'

async function storeForm(
  ctx: DialectContext,
  websiteId: string,
  captchaEnabled: boolean,
  id = `form-guard-${captchaEnabled ? 'captcha' : 'plain'}`,
) {
  const fields = [{ id: 'message', type: 'text', label: 'Message', required: true }]
  await ctx.storage.db
    .insertInto('forms')
    .values({
      id,
      websiteId,
      name: 'Guarded',
      document: ctx.storage.dialect.encodeJson({
        schemaVersion: 1,
        id,
        name: 'Guarded',
        fields,
        captchaEnabled,
      }),
    })
    .execute()
  return id
}

/** The same database, except that every write transaction fails (a full disk, a lost server). */
function failingTransactions(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, property) {
      // writeTransaction opens a transaction on PostgreSQL and a connection (BEGIN IMMEDIATE) on SQLite.
      if (property === 'transaction' || property === 'connection') {
        return () => ({
          execute: () => Promise.reject(new Error('the database went away')),
        })
      }
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

describeEachDialect('site form guards', (ctx) => {
  let app: FastifyInstance
  let host: string
  let plainFormId: string
  let captchaFormId: string
  let otherFormId: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const created = await testSite(ctx)
    host = created.host
    plainFormId = await storeForm(ctx, created.site.id, false)
    captchaFormId = await storeForm(ctx, created.site.id, true)
    otherFormId = await storeForm(ctx, created.site.id, false, 'form-guard-other')
  })
  afterAll(() => app.close())

  const submissionKey = (remoteAddress: string, on = app) =>
    on.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host, ...crumbHeaders() },
      remoteAddress,
    })

  async function save(body: Record<string, unknown>, remoteAddress: string, on = app) {
    const key = ((await submissionKey(remoteAddress, on)).json() as { key: string }).key
    return on.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host, ...crumbHeaders() },
      remoteAddress,
      payload: { key, pageTitle: 'Contact', pagePath: '/contact', ...body },
    })
  }

  it('hands one visitor at most 30 submission keys in ten minutes', async () => {
    for (let n = 0; n < 30; n++) {
      expect((await submissionKey('10.8.0.1')).statusCode).toBe(200)
    }
    const limited = await submissionKey('10.8.0.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    })
    expect((await submissionKey('10.8.0.2')).statusCode).toBe(200)
  })

  it('limits a visitor per form: after a 429 on one form, another form still takes their answer', async () => {
    const form = JSON.stringify({ message: 'hello' })
    for (let n = 0; n < 5; n++) {
      expect((await save({ formId: plainFormId, form }, '10.8.3.1')).statusCode).toBe(200)
    }
    expect((await save({ formId: plainFormId, form }, '10.8.3.1')).statusCode).toBe(429)
    expect((await save({ formId: otherFormId, form }, '10.8.3.1')).statusCode).toBe(200)
  })

  it('takes a solved ALTCHA answer once; replaying it is refused', async () => {
    const challenge = (
      await app.inject({ url: '/api/form/captcha-challenge', headers: { host } })
    ).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    const captchaKey = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const form = JSON.stringify({ message: 'hello' })
    const first = await save({ formId: captchaFormId, form, captchaKey }, '10.8.1.1')
    expect(first.statusCode).toBe(200)
    const replay = await save({ formId: captchaFormId, form, captchaKey }, '10.8.1.2')
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toEqual({ error: 'Complete CAPTCHA before submitting.' })
  })

  it("answers 500 'Unable to send form. Please try again later.' when storing fails", async () => {
    const broken = await testApp(ctx, {
      storage: { ...ctx.storage, db: failingTransactions(ctx.storage.db) },
    })
    try {
      const response = await save(
        { formId: plainFormId, form: JSON.stringify({ message: 'hello' }) },
        '10.8.2.1',
        broken,
      )
      expect(response.statusCode).toBe(500)
      expect(response.json()).toEqual({ error: 'Unable to send form. Please try again later.' })
    } finally {
      await broken.close()
    }
  })
})
