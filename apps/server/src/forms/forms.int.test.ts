import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FormInput } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DialectContext } from '../testing/describe-each-dialect.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
let counter = 0

/** Stores a form on the site, as the editor would; returns its id. */
async function storeForm(
  ctx: DialectContext,
  websiteId: string,
  form: Omit<FormInput, 'schemaVersion' | 'id'>,
): Promise<string> {
  const id = `form-${Date.now().toString(36)}-${counter++}`
  await ctx.storage.db
    .insertInto('forms')
    .values({
      id,
      websiteId,
      name: form.name,
      document: ctx.storage.dialect.encodeJson({ schemaVersion: 1, id, ...form }),
    })
    .execute()
  return id
}

async function submissionKey(app: FastifyInstance, host: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/form/FormSubmissionKey',
    headers: { host, ...crumbHeaders() },
  })
  return (response.json() as { key: string }).key
}

/** A SaveFormSubmission call with the page details a contact page sends. */
function saveSubmission(
  app: FastifyInstance,
  host: string,
  body: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/form/SaveFormSubmission',
    headers: { host, ...crumbHeaders() },
    remoteAddress,
    payload: {
      pageTitle: 'Contact',
      pageId: 'page-contact',
      contentSource: 'c',
      pagePath: '/contact',
      pagePermissionTypeValue: 1,
      ...body,
    },
  })
}

const contactFields: FormInput['fields'] = [
  { id: 'name', type: 'name', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'message', type: 'textarea', label: 'Message', maxLength: 20 },
]

async function outboxFor(ctx: DialectContext, websiteId: string) {
  return ctx.storage.db
    .selectFrom('outbox')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .execute()
}

describeEachDialect('site forms', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let formId: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const created = await testSite(ctx)
    host = created.host
    websiteId = created.site.id
    formId = await storeForm(ctx, websiteId, {
      name: 'Contact',
      fields: contactFields,
      notificationEmail: 'studio@example.com',
    })
  })
  afterAll(() => app.close())

  it('saves a valid submission, lists it for the owner and mails the notification address', async () => {
    const key = await submissionKey(app, host)
    const form = JSON.stringify({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: '',
    })
    const response = await saveSubmission(app, host, { key, formId, form }, '10.0.0.1')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({})

    const mails = await outboxFor(ctx, websiteId)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.recipient).toBe('studio@example.com')
    expect(mails[0]?.subject).toBe('Form Submission - Test Site - Contact')
    expect(mails[0]?.textBody).toContain('Name:\nAda Lovelace\n')
    expect(mails[0]?.textBody).toContain('Message:\nN/A\n')
    expect(mails[0]?.status).toBe('pending')

    const session = await signInOwner(ctx, app, host)
    const list = await app.inject({
      url: `/api/editor/forms/${formId}/submissions`,
      headers: { host, cookie: session },
    })
    expect(list.statusCode).toBe(200)
    const body = list.json()
    expect(body.hasNextPage).toBe(false)
    expect(body.submissions[0].pagePath).toBe('/contact')
    expect(body.submissions[0].answers).toEqual([
      { fieldId: 'name', label: 'Name', answer: 'Ada Lovelace' },
      { fieldId: 'email', label: 'Email', answer: 'ada@example.com' },
      { fieldId: 'message', label: 'Message', answer: 'N/A' },
    ])

    const csv = await app.inject({
      url: `/api/editor/forms/${formId}/submissions.csv`,
      headers: { host, cookie: session },
    })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.split('\r\n')
    expect(lines[0]).toBe('Submitted On,Page,Name,Email,Message')
    expect(lines[1]).toMatch(/^\d{4}-.*Z,\/contact,Ada Lovelace,ada@example.com,N\/A$/)
  })

  it('keeps submissions from anyone but a signed-in owner', async () => {
    const response = await app.inject({
      url: `/api/editor/forms/${formId}/submissions`,
      headers: { host },
    })
    expect(response.statusCode).toBe(401)
  })

  it('answers 400 with the field errors of @atelier/forms', async () => {
    const key = await submissionKey(app, host)
    const form = JSON.stringify({ name: ['', ''], email: 'not-an-email', message: 'x'.repeat(21) })
    const response = await saveSubmission(app, host, { key, formId, form }, '10.0.0.2')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      errors: {
        name: 'Required',
        email: 'Email is not valid. Email addresses should follow the format name@example.com.',
        message: 'You have exceeded the character limit.',
      },
    })
  })

  it('refuses a missing, reused, expired or foreign key with 401', async () => {
    const form = JSON.stringify({ name: ['A', 'B'], email: 'a@example.com' })
    const unauthorized = { error: 'Unable to submit form. Please try again later.' }

    const missing = await saveSubmission(app, host, { formId, form }, '10.0.0.3')
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual(unauthorized)

    const key = await submissionKey(app, host)
    expect((await saveSubmission(app, host, { key, formId, form }, '10.0.0.3')).statusCode).toBe(
      200,
    )
    const reused = await saveSubmission(app, host, { key, formId, form }, '10.0.0.3')
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toEqual(unauthorized)

    const other = await testSite(ctx, 'Other Site')
    const foreignKey = await submissionKey(app, other.host)
    const foreign = await saveSubmission(app, host, { key: foreignKey, formId, form }, '10.0.0.3')
    expect(foreign.statusCode).toBe(401)

    const later = new Date(Date.now() + 31 * 60_000)
    const lateApp = await testApp(ctx, { now: () => later })
    try {
      const staleKey = await submissionKey(app, host)
      const expired = await saveSubmission(
        lateApp,
        host,
        { key: staleKey, formId, form },
        '10.0.0.3',
      )
      expect(expired.statusCode).toBe(401)
    } finally {
      await lateApp.close()
    }
  })

  it('answers 404 for a form the site does not have', async () => {
    const key = await submissionKey(app, host)
    const response = await saveSubmission(app, host, { key, formId: 'no-such-form', form: '{}' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ error: 'This form has not been configured yet.' })
  })

  it('answers 400 with a message for form JSON it cannot read', async () => {
    for (const form of ['{not json', '[1,2]', '{"name": 5}']) {
      const key = await submissionKey(app, host)
      const response = await saveSubmission(app, host, { key, formId, form }, '10.0.0.4')
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        error: 'Could not parse the form fields, please check your entries.',
      })
    }
  })

  it('refuses oversize answers: 400 over the form length, 413 over the body limit', async () => {
    const key = await submissionKey(app, host)
    const long = JSON.stringify({
      name: ['A', 'B'],
      email: 'a@example.com',
      other: 'x'.repeat(100_001),
    })
    const tooLong = await saveSubmission(app, host, { key, formId, form: long }, '10.0.0.5')
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error).toMatch(/form/)

    const huge = await saveSubmission(
      app,
      host,
      { key, formId, form: 'x'.repeat(300_000) },
      '10.0.0.5',
    )
    expect(huge.statusCode).toBe(413)
  })

  it('limits submissions per visitor and form: the sixth in ten minutes is 429', async () => {
    const form = JSON.stringify({ name: ['A', 'B'], email: 'a@example.com' })
    for (let attempt = 0; attempt < 5; attempt++) {
      const key = await submissionKey(app, host)
      expect((await saveSubmission(app, host, { key, formId, form }, '10.9.9.9')).statusCode).toBe(
        200,
      )
    }
    const key = await submissionKey(app, host)
    const limited = await saveSubmission(app, host, { key, formId, form }, '10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      error: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    })
    const otherVisitor = await saveSubmission(
      app,
      host,
      { key: await submissionKey(app, host), formId, form },
      '10.9.9.10',
    )
    expect(otherVisitor.statusCode).toBe(200)
  })

  describe('with the captcha on', () => {
    let captchaFormId: string
    beforeAll(async () => {
      captchaFormId = await storeForm(ctx, websiteId, {
        name: 'Guarded',
        fields: [{ id: 'message', type: 'text', label: 'Message' }],
        captchaEnabled: true,
      })
    })

    it("refuses a submission without a solved challenge: 'Complete CAPTCHA before submitting.'", async () => {
      const key = await submissionKey(app, host)
      const response = await saveSubmission(
        app,
        host,
        { key, formId: captchaFormId, form: '{}' },
        '10.1.1.1',
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 'Complete CAPTCHA before submitting.' })
    })

    it('accepts a solved ALTCHA challenge from /api/form/captcha-challenge, once tampering fails', async () => {
      const challenge = (
        await app.inject({ url: '/api/form/captcha-challenge', headers: { host } })
      ).json()
      const solution = await solveChallenge({ challenge, deriveKey })
      expect(solution).not.toBeNull()
      const forged = Buffer.from(
        JSON.stringify({
          challenge,
          solution: { ...solution, counter: (solution?.counter ?? 0) + 1 },
        }),
      ).toString('base64')
      const refused = await saveSubmission(
        app,
        host,
        {
          key: await submissionKey(app, host),
          formId: captchaFormId,
          form: '{}',
          captchaKey: forged,
        },
        '10.1.1.2',
      )
      expect(refused.statusCode).toBe(400)

      const captchaKey = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
      const response = await saveSubmission(
        app,
        host,
        {
          key: await submissionKey(app, host),
          formId: captchaFormId,
          form: '{"message":"hi"}',
          captchaKey,
        },
        '10.1.1.2',
      )
      expect(response.statusCode).toBe(200)
    })
  })

  it('describes the form, newsletter, restock and outbox routes in /api/openapi.json', async () => {
    const response = await app.inject({ url: '/api/openapi.json', headers: { host } })
    expect(response.statusCode).toBe(200)
    const paths = Object.keys(response.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/form/FormSubmissionKey',
        '/api/form/SaveFormSubmission',
        '/api/form/captcha-challenge',
        '/api/template/GetTemplateSchema',
        '/api/editor/forms/{formId}/submissions',
        '/api/editor/forms/{formId}/submissions.csv',
        '/api/newsletter/subscribe',
        '/api/editor/mailing-lists/{listId}/subscribers',
        '/api/site-users/account/notifications/restock',
        '/api/site-users/account/notifications/restock/groups',
        '/api/site-users/account/notifications/restock/send',
        '/api/site-users/account/notifications/restock/send/all',
        '/api/editor/products/{itemId}/variants/{sku}/stock',
        '/api/editor/outbox',
      ]),
    )
  })

  it('describes the form builder at /api/template/GetTemplateSchema?type=form', async () => {
    const response = await app.inject({
      url: '/api/template/GetTemplateSchema?type=form',
      headers: { host },
    })
    expect(response.statusCode).toBe(200)
    const schema = response.json()
    expect(schema.fieldsets.map((fieldset: { id: number }) => fieldset.id)).toEqual([1, 2, 3, 4, 5])
    expect(
      schema.fieldTypes.find((entry: { type: string }) => entry.type === 'textarea').properties,
    ).toContain('maxLength')
  })
})
