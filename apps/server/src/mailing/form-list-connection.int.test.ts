import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { simpleParser } from 'mailparser'
import { composeMail } from '../mail/compose-mail.js'
import { withExtraHeaders } from '../mail/extra-headers.js'
import { headerLine } from './campaigns/testing/outbox-eml.js'

describeEachDialect('a form block connected to a mailing list', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let session: string
  const formId = `form-${Date.now().toString(36)}`

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({
      host,
      site: { id: websiteId },
    } = await testSite(ctx, 'Loam & Ember'))
    session = await signInOwner(ctx, app, host)
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
          fields: [
            { id: 'email', type: 'email', label: 'Email', required: true },
            { id: 'message', type: 'textarea', label: 'Message' },
          ],
        }),
      })
      .execute()
  })
  afterAll(() => app.close())

  const owner = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })

  async function submit(email: string) {
    const key = (
      await app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: { host, ...crumbHeaders() },
      })
    ).json().key as string
    return app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host, ...crumbHeaders() },
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: { key, formId, form: JSON.stringify({ email, message: 'Hello' }) },
    })
  }

  const statusOf = async (listId: string, email: string) =>
    (
      await ctx.storage.db
        .selectFrom('mailingListSubscribers')
        .select('status')
        .where('websiteId', '=', websiteId)
        .where('listId', '=', listId)
        .where('email', '=', email)
        .executeTakeFirst()
    )?.status

  it('adds a submitter to the list, respecting double opt-in, and mails the confirmation with List-Unsubscribe', async () => {
    expect((await owner('GET', `/api/editor/forms/${formId}/mailing-list`)).json()).toEqual({
      listId: '',
    })
    await owner('PUT', '/api/editor/mailing-lists/studio', { name: 'Studio', doubleOptIn: true })
    const refused = await owner('PUT', `/api/editor/forms/${formId}/mailing-list`, {
      listId: 'nope',
    })
    expect(refused.statusCode).toBe(400)
    const connected = await owner('PUT', `/api/editor/forms/${formId}/mailing-list`, {
      listId: 'studio',
    })
    expect(connected.json()).toEqual({ listId: 'studio' })

    expect((await submit('ada@example.com')).statusCode).toBe(200)
    expect(await statusOf('studio', 'ada@example.com')).toBe('pending')
    const confirmation = await ctx.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'ada@example.com')
      .executeTakeFirstOrThrow()
    expect(confirmation.subject).toBe('Please confirm your subscription to Loam & Ember')
    // As a receiver reads it: the headers of RFC 2369 and RFC 8058.
    const mail = await simpleParser(
      withExtraHeaders(
        await composeMail('Shop <s@shop.example>', confirmation.id, {
          to: confirmation.recipient,
          subject: confirmation.subject,
          text: confirmation.textBody,
        }),
        JSON.parse(confirmation.headers ?? '{}') as Record<string, string>,
      ),
    )
    expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const listUnsubscribe = mail.headerLines.find((line) => line.key === 'list-unsubscribe')
    expect(listUnsubscribe?.line).toMatch(
      new RegExp(
        `^List-Unsubscribe: <https://${host.replaceAll('.', '\\.')}/newsletter/unsubscribe\\?token=[^>]+>$`,
      ),
    )
  })

  it('deleting the list disconnects the form and the blocks naming it: no more 404s', async () => {
    expect((await owner('DELETE', '/api/editor/mailing-lists/studio')).statusCode).toBe(204)
    expect((await owner('GET', `/api/editor/forms/${formId}/mailing-list`)).json()).toEqual({
      listId: '',
    })
    expect((await submit('bo@example.com')).statusCode).toBe(200)
    expect(await statusOf('studio', 'bo@example.com')).toBeUndefined()

    // A newsletter block still naming the deleted list signs up to the default list.
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host, ...crumbHeaders() },
      payload: { listId: 'studio', email: 'cy@example.com' },
    })
    expect(signUp.statusCode).toBe(200)
    expect(await statusOf('newsletter', 'cy@example.com')).toBe('subscribed')
    // A list id that never existed is still refused.
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host, ...crumbHeaders() },
      payload: { listId: 'never-was', email: 'cy@example.com' },
    })
    expect(unknown.statusCode).toBe(404)
    // The owner cannot add to the deleted list through its tombstone.
    const add = await app.inject({
      method: 'POST',
      url: '/api/editor/mailing-lists/studio/subscribers',
      headers: { host, ...crumbHeaders(session) },
      payload: { email: 'dee@example.com', firstName: '', lastName: '' },
    })
    expect(add.statusCode).toBe(404)
  })
})
