import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('owner saves a form', (ctx) => {
  let app: FastifyInstance
  let host: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    host = (await testSite(ctx)).host
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const put = (formId: string, payload: unknown, as = { host, session }) =>
    app.inject({
      method: 'PUT',
      url: `/api/editor/forms/${formId}`,
      headers: { host: as.host, ...crumbHeaders(as.session) },
      payload: payload as Record<string, unknown>,
    })

  it('creates a form with captcha and redirect, then replaces it; the pickers list it', async () => {
    const created = await put('form-owner-made', {
      name: 'Workshop sign-up',
      fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
      captchaEnabled: true,
      successRedirect: '/thanks',
    })
    expect(created.statusCode).toBe(200)
    expect(created.json()).toEqual({
      id: 'form-owner-made',
      name: 'Workshop sign-up',
      fieldCount: 1,
    })

    const replaced = await put('form-owner-made', { name: 'Workshops', fields: [] })
    expect(replaced.json()).toEqual({ id: 'form-owner-made', name: 'Workshops', fieldCount: 0 })
    const choices = await app.inject({
      url: '/api/editor/forms',
      headers: { host, cookie: session },
    })
    expect(choices.json().forms).toContainEqual({
      id: 'form-owner-made',
      name: 'Workshops',
      fieldCount: 0,
    })
  })

  it("answers 400 with the schema's messages for a form it cannot take", async () => {
    const response = await put('form-bad', {
      name: '',
      fields: [{ id: 'pick', type: 'radio', label: 'Pick', options: [] }],
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      message: 'The form is not valid.',
      errors: { name: 'A form needs a name.', 'fields.0.options': 'Add at least one option.' },
    })
  })

  it("never replaces another site's form", async () => {
    const other = await testSite(ctx)
    const otherSession = await signInOwner(ctx, app, other.host)
    expect(
      (await put('form-theirs', { name: 'Theirs' }, { host: other.host, session: otherSession }))
        .statusCode,
    ).toBe(200)
    const response = await put('form-theirs', { name: 'Mine now' })
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toEqual({
      id: 'This form id is already in use. Choose another.',
    })
  })
})
