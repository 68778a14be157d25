import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('newsletter sign-up limits', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let clock = new Date('2026-03-02T10:00:00Z')

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => clock })
    ;({
      host,
      site: { id: websiteId },
    } = await testSite(ctx, 'Loam & Ember'))
    const session = await signInOwner(ctx, app, host)
    const put = await app.inject({
      method: 'PUT',
      url: '/api/editor/mailing-lists/studio',
      headers: { host, ...crumbHeaders(session) },
      payload: { name: 'Studio Letter', doubleOptIn: true },
    })
    expect(put.statusCode).toBe(200)
  })
  afterAll(() => app.close())

  const subscribe = (email: string, remoteAddress = '10.2.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host, ...crumbHeaders() },
      remoteAddress,
      payload: { listId: 'studio', email },
    })

  const confirmations = async (email: string) =>
    (
      await ctx.storage.db
        .selectFrom('outbox')
        .select('subject')
        .where('websiteId', '=', websiteId)
        .where('recipient', '=', email)
        .execute()
    ).filter((mail) => mail.subject === 'Please confirm your subscription to Loam & Ember')

  it('mails a pending address one confirmation in ten minutes, however often it is signed up', async () => {
    expect((await subscribe('victim@example.com', '10.2.0.2')).json()).toEqual({
      status: 'pending',
    })
    expect((await subscribe('victim@example.com', '10.2.0.3')).json()).toEqual({
      status: 'pending',
    })
    expect(await confirmations('victim@example.com')).toHaveLength(1)

    clock = new Date(clock.getTime() + 11 * 60_000)
    expect((await subscribe('victim@example.com', '10.2.0.4')).statusCode).toBe(200)
    expect(await confirmations('victim@example.com')).toHaveLength(2)
  })

  it('refuses a fourth sign-up of one address in ten minutes, from any visitor', async () => {
    for (const visitor of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      expect((await subscribe('target@example.com', visitor)).statusCode).toBe(200)
    }
    const limited = await subscribe('target@example.com', '10.3.0.4')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      message: 'Too many sign-ups. Please try again in a few minutes.',
    })
    expect((await subscribe('someone-else@example.com', '10.3.0.4')).statusCode).toBe(200)
  })

  it('refuses an eleventh sign-up from one visitor in ten minutes', async () => {
    for (let n = 0; n < 10; n++) {
      expect((await subscribe(`reader-${n}@example.com`, '10.4.0.1')).statusCode).toBe(200)
    }
    expect((await subscribe('reader-10@example.com', '10.4.0.1')).statusCode).toBe(429)
    expect((await subscribe('reader-10@example.com', '10.4.0.2')).statusCode).toBe(200)
    clock = new Date(clock.getTime() + 11 * 60_000)
    expect((await subscribe('reader-11@example.com', '10.4.0.1')).statusCode).toBe(200)
  })
})
