import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import type { Config } from '../config.js'
import type { DialectContext } from '../testing/describe-each-dialect.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

/** Every request reaches the app from the reverse proxy at 127.0.0.1, as behind nginx. */
const proxyAddress = '127.0.0.1'

/** A site with a one-field form and a mailing list, served by an app with `config`. */
async function siteBehindProxy(ctx: DialectContext, config: Partial<Config>) {
  const app = await testApp(ctx, {}, config)
  const { site, host } = await testSite(ctx)
  const formId = `form-proxy-${site.id}`
  await ctx.storage.db
    .insertInto('forms')
    .values({
      id: formId,
      websiteId: site.id,
      name: 'Contact',
      document: ctx.storage.dialect.encodeJson({
        schemaVersion: 1,
        id: formId,
        name: 'Contact',
        fields: [{ id: 'note', type: 'text', label: 'Note' }],
      }),
    })
    .execute()
  const session = await signInOwner(ctx, app, host)
  const list = await app.inject({
    method: 'PUT',
    url: '/api/editor/mailing-lists/letter',
    headers: { host, ...crumbHeaders(session) },
    payload: { name: 'Letter', doubleOptIn: false },
  })
  expect(list.statusCode).toBe(200)

  const from = (client: string) => ({ host, ...crumbHeaders(), 'x-forwarded-for': client })
  return {
    app,
    /** Gets a key and saves one submission, both from `client`; answers the save's status. */
    async submit(client: string): Promise<number> {
      const key = await app.inject({
        method: 'POST',
        url: '/api/form/FormSubmissionKey',
        headers: from(client),
        remoteAddress: proxyAddress,
      })
      const saved = await app.inject({
        method: 'POST',
        url: '/api/form/SaveFormSubmission',
        headers: from(client),
        remoteAddress: proxyAddress,
        payload: { key: key.json().key, formId, form: '{"note":"hi"}' },
      })
      return saved.statusCode
    },
    async subscribe(client: string, email: string): Promise<number> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        headers: from(client),
        remoteAddress: proxyAddress,
        payload: { email },
      })
      return response.statusCode
    },
  }
}

type Site = Awaited<ReturnType<typeof siteBehindProxy>>

async function fiveSubmissions(site: Site, client: string): Promise<void> {
  for (let n = 0; n < 5; n++) expect(await site.submit(client)).toBe(200)
}

async function tenSignUps(site: Site, client: string, prefix: string): Promise<void> {
  for (let n = 0; n < 10; n++)
    expect(await site.subscribe(client, `${prefix}${n}@example.com`)).toBe(200)
}

describeEachDialect('TRUST_PROXY and per-visitor limits', (ctx) => {
  describe('set to the proxy address', () => {
    let site: Site
    beforeAll(async () => {
      site = await siteBehindProxy(ctx, {
        trustProxy: loadConfig({ TRUST_PROXY: proxyAddress }).trustProxy,
      })
    })
    afterAll(() => site.app.close())

    it('limits form submissions per forwarded client: a second client is not held back', async () => {
      await fiveSubmissions(site, '203.0.113.1')
      expect(await site.submit('203.0.113.1')).toBe(429)
      expect(await site.submit('203.0.113.2')).toBe(200)
    })

    it('limits newsletter sign-ups per forwarded client', async () => {
      await tenSignUps(site, '203.0.113.11', 'first')
      expect(await site.subscribe('203.0.113.11', 'first-more@example.com')).toBe(429)
      expect(await site.subscribe('203.0.113.12', 'second@example.com')).toBe(200)
    })
  })

  describe('set to a hop count', () => {
    let site: Site
    beforeAll(async () => {
      site = await siteBehindProxy(ctx, { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy })
    })
    afterAll(() => site.app.close())

    it('takes the client from the last forwarded address', async () => {
      await fiveSubmissions(site, '192.0.2.1')
      expect(await site.submit('192.0.2.1')).toBe(429)
      // A client's own claim before the proxy's entry does not change who it is.
      expect(await site.submit('10.9.9.9, 192.0.2.1')).toBe(429)
      expect(await site.submit('192.0.2.2')).toBe(200)
    })
  })

  describe('left off (the default)', () => {
    let site: Site
    beforeAll(async () => {
      site = await siteBehindProxy(ctx, {})
    })
    afterAll(() => site.app.close())

    it('counts every client behind the proxy as one visitor: the limit is shared', async () => {
      await fiveSubmissions(site, '198.51.100.1')
      expect(await site.submit('198.51.100.2')).toBe(429)
    })

    it('shares the newsletter limit too', async () => {
      await tenSignUps(site, '198.51.100.11', 'one')
      expect(await site.subscribe('198.51.100.12', 'two@example.com')).toBe(429)
    })
  })
})
