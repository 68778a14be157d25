import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { htmlLinks, receiveMails } from '../mail/testing/received-mail.js'
import type { DialectContext } from '../testing/describe-each-dialect.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testSite } from '../testing/test-app.js'

let counter = 0

async function storeForm(
  ctx: DialectContext,
  websiteId: string,
  fields: Array<Record<string, unknown>>,
): Promise<string> {
  const id = `form-notice-${Date.now().toString(36)}-${counter++}`
  const document = { schemaVersion: 1, id, name: 'Contact', fields }
  await ctx.storage.db
    .insertInto('forms')
    .values({
      id,
      websiteId,
      name: 'Contact',
      document: ctx.storage.dialect.encodeJson({
        ...document,
        notificationEmail: 'studio@example.com',
      }),
    })
    .execute()
  return id
}

describeEachDialect('the form notice as the owner receives it', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const created = await testSite(ctx, 'Loam & Ember')
    host = created.host
    websiteId = created.site.id
  })
  afterAll(() => app.close())

  async function submit(formId: string, answers: Record<string, unknown>): Promise<string> {
    const keyResponse = await app.inject({
      method: 'POST',
      url: '/api/form/FormSubmissionKey',
      headers: { host, ...crumbHeaders() },
    })
    const response = await app.inject({
      method: 'POST',
      url: '/api/form/SaveFormSubmission',
      headers: { host, ...crumbHeaders() },
      remoteAddress: `10.1.0.${counter++}`,
      payload: {
        key: keyResponse.json().key,
        formId,
        form: JSON.stringify(answers),
        pageTitle: 'Contact',
        pageId: 'page-contact',
        contentSource: 'c',
        pagePath: '/contact',
        pagePermissionTypeValue: 1,
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    const row = await ctx.storage.db
      .selectFrom('outbox')
      .select('id')
      .where('websiteId', '=', websiteId)
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    return row.id
  }

  it("replies to the submitter, comes from the shop's name, and has a text and an HTML part", async () => {
    const formId = await storeForm(ctx, websiteId, [
      { id: 'name', type: 'name', label: 'Name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true },
      { id: 'message', type: 'textarea', label: 'Message' },
    ])
    const id = await submit(formId, {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: '<b>Hello</b> & welcome',
    })
    const [mail] = await receiveMails(ctx.storage.db, ctx.dataDir, [id])
    expect(mail?.replyTo?.value).toEqual([{ address: 'ada@example.com', name: '' }])
    expect(mail?.from?.value).toEqual([{ address: 'no-reply@atelier.local', name: 'Loam & Ember' }])
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('studio@example.com')
    expect(mail?.subject).toBe('Form Submission - Loam & Ember - Contact')
    expect(mail?.text).toContain('Message:\n<b>Hello</b> & welcome')
    const html = String(mail?.html)
    expect(html).toContain('&lt;b&gt;Hello&lt;/b&gt; &amp; welcome')
    expect(html).not.toContain('<b>Hello</b>')
    expect(htmlLinks(mail!).every((link) => link.startsWith(`https://${host}`))).toBe(true)
  })

  it('has no Reply-To when the form asks for no email', async () => {
    const formId = await storeForm(ctx, websiteId, [
      { id: 'message', type: 'textarea', label: 'Message', required: true },
    ])
    const id = await submit(formId, { message: 'Lovely shop' })
    const [mail] = await receiveMails(ctx.storage.db, ctx.dataDir, [id])
    expect(mail?.replyTo).toBeUndefined()
    expect(mail?.from?.value[0]?.name).toBe('Loam & Ember')
  })
})
