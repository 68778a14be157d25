import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../../files/disk-file-store.js'
import { importSite } from '../../sites/import-site.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { registeredRoutes } from '../../testing/registered-routes.js'
import { sampleBundle } from '../../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp } from '../../testing/test-app.js'

const secretKey = 'sk_test_neverShownAnywhere123'
const webhookSecret = 'whsec_neverShownEither456'

describeEachDialect('Store Settings → Payments (Stripe keys)', (ctx) => {
  const websiteId = `site-pay-${Date.now().toString(36)}`
  const host = `${websiteId}.example`
  let app: FastifyInstance
  let session: string
  const lines: string[] = []

  beforeAll(async () => {
    app = await testApp(ctx, {
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    })
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      await sampleBundle(websiteId, host),
    )
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const url = '/api/editor/store/settings/payments'
  const headers = () => ({ host, ...crumbHeaders(session) })
  const save = (payload: object) =>
    app.inject({ method: 'PUT', url: `${url}/stripe`, headers: headers(), payload })

  it('needs the owner and the crumb', async () => {
    expect((await app.inject({ url, headers: { host } })).statusCode).toBe(401)
    const noCrumb = await app.inject({
      method: 'PUT',
      url: `${url}/stripe`,
      headers: { host, cookie: session },
      payload: { publishableKey: 'pk_test_x' },
    })
    expect(noCrumb.statusCode).toBe(403)
  })

  it('refuses keys that are not Stripe keys, or of two modes, with field errors', async () => {
    const bad = await save({ publishableKey: 'pk_x', secretKey: 'nope', webhookSecret: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['publishableKey', 'secretKey', 'webhookSecret'])
    const mixed = await save({ publishableKey: 'pk_live_a1', secretKey, webhookSecret })
    expect(mixed.json()).toEqual({
      errors: {
        secretKey:
          'The publishable key and the secret key must both be test keys or both live keys.',
      },
    })
  })

  it('stores the secrets sealed, shows them masked with the mode, and keeps them on a masked save', async () => {
    const saved = await save({ publishableKey: 'pk_test_shown1', secretKey, webhookSecret })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({
      stripe: {
        enabled: true,
        publishableKey: 'pk_test_shown1',
        secretKey: '__MASKED_FIELD__',
        webhookSecret: '__MASKED_FIELD__',
        mode: 'test',
        afterpayClearpay: false,
        klarna: false,
        accountCountry: null,
        webhookUrl: `https://${host}/api/commerce/payments/stripe/webhook`,
      },
    })
    // Saving the form again with the placeholders keeps the stored secrets.
    const again = await save({
      publishableKey: 'pk_test_shown2',
      secretKey: '__MASKED_FIELD__',
      webhookSecret: '__MASKED_FIELD__',
    })
    expect(again.statusCode).toBe(200)
    const row = await ctx.storage.db
      .selectFrom('paymentAccounts')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .executeTakeFirstOrThrow()
    expect(row.publishableKey).toBe('pk_test_shown2')
    expect(JSON.stringify(row)).not.toContain(secretKey)
    expect(JSON.stringify(row)).not.toContain(webhookSecret)
    const { loadStripeAccount } = await import('../../payments/stripe/stripe-accounts.js')
    expect(await loadStripeAccount(ctx.storage.db, websiteId)).toEqual({
      publishableKey: 'pk_test_shown2',
      secretKey,
      webhookSecret,
      afterpayClearpay: false,
      klarna: false,
      accountCountry: null,
    })
  })

  it('never answers the secret key or webhook secret from any editor API, nor logs them', async () => {
    const answers: string[] = []
    for (const route of registeredRoutes(app)) {
      if (route.method !== 'GET') continue
      const answer = await app.inject({ url: route.url, headers: headers() })
      answers.push(`${route.url} ${answer.body}`)
    }
    expect(answers.length).toBeGreaterThan(20)
    expect(answers.some((answer) => answer.includes('pk_test_shown2'))).toBe(true)
    const all = answers.join('\n')
    expect(all).not.toContain(secretKey)
    expect(all).not.toContain(webhookSecret)
    const log = lines.join('')
    expect(log).toContain('/api/editor/store/settings/payments/stripe')
    expect(log).not.toContain(secretKey)
    expect(log).not.toContain(webhookSecret)
  })
})
