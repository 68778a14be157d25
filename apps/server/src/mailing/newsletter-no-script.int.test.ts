import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testCrumb, testSite } from '../testing/test-app.js'

describeEachDialect('newsletter block posted without scripts', (ctx) => {
  let app: FastifyInstance
  let host: string

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({ host } = await testSite(ctx, 'Loam & Ember'))
  })
  afterAll(() => app.close())

  const post = (fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: {
        host,
        cookie: `crumb=${testCrumb}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    })

  it('signs the visitor up and answers a page with the thank-you text', async () => {
    const response = await post({ crumb: testCrumb, email: 'paper@example.com', fname: 'Ada' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.body).toContain('<p>Thank you! You are now subscribed.</p>')
    expect(response.body).toContain('Back to Loam &amp; Ember')
    const subscriber = await ctx.storage.db
      .selectFrom('mailingListSubscribers')
      .select(['firstName'])
      .where('email', '=', 'paper@example.com')
      .executeTakeFirstOrThrow()
    expect(subscriber.firstName).toBe('Ada')
  })

  it('shows the reason on the page when the address is invalid', async () => {
    const response = await post({ crumb: testCrumb, email: 'paper@' })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('<p>Email is invalid</p>')
  })

  it('still needs the crumb field', async () => {
    expect((await post({ email: 'paper@example.com' })).statusCode).toBe(403)
  })
})
