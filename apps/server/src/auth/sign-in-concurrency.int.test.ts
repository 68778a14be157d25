import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { createSiteUser } from './site-user-repository.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testCrumb } from '../testing/test-app.js'
import { createOwner } from './owner-repository.js'
import { hashPassword } from './password-hash.js'

const password = 'correct horse battery'
const burst = 120

/** Answers by status: `{ 401: 115, 429: … }`. */
function statuses(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1
  return counts
}

/** 119 wrong guesses and the right password in the middle, all at once. */
function guesses(right: string): string[] {
  return Array.from({ length: burst }, (_, index) =>
    index === burst / 2 ? right : `wrong guess ${index}`,
  )
}

describeEachDialect('sign-in limits under concurrent attempts', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  it('120 simultaneous owner sign-ins: at most 5 are checked, the rest get 429', async () => {
    const email = `burst-${Date.now().toString(36)}@owner.example`
    await createOwner(ctx.storage, { email, password, now: new Date() })
    const answers = await Promise.all(
      guesses(password).map((attempt) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.20.0.1',
          headers: { host: fx.host, ...crumbHeaders() },
          payload: { email, password: attempt },
        }),
      ),
    )
    const counts = statuses(answers)
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5)
    expect(counts[429]).toBeGreaterThanOrEqual(burst - 5)
    // Whatever happened to the right password, the failures still count afterwards.
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.20.0.1',
      headers: { host: fx.host, ...crumbHeaders() },
      payload: { email, password },
    })
    expect(after.statusCode).toBe(429)
  })

  it('120 simultaneous site-user sign-ins: at most 5 are checked, the rest get 429', async () => {
    const email = `burst-${Date.now().toString(36)}@visitor.example`
    await createSiteUser(ctx.storage, { websiteId: fx.websiteId, email, password, now: new Date() })
    const answers = await Promise.all(
      guesses(password).map((attempt) =>
        app.inject({
          method: 'POST',
          url: '/api/site-users/account/session',
          remoteAddress: '10.20.0.2',
          headers: { host: fx.host, ...crumbHeaders() },
          payload: { email, password: attempt },
        }),
      ),
    )
    const counts = statuses(answers)
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5)
    expect(counts[429]).toBeGreaterThanOrEqual(burst - 5)
  })

  it('a success forgives only its own attempt, not the failures in flight beside it', async () => {
    const email = `forgive-${Date.now().toString(36)}@owner.example`
    await createOwner(ctx.storage, { email, password, now: new Date() })
    const login = (attempt: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.20.0.3',
        headers: { host: fx.host, ...crumbHeaders() },
        payload: { email, password: attempt },
      })
    const first = await Promise.all([login('a'), login('b'), login(password), login('c')])
    expect(first.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401])
    // Three failures remain: two more wrong guesses, then the limit.
    expect((await login('d')).statusCode).toBe(401)
    expect((await login('e')).statusCode).toBe(401)
    expect((await login(password)).statusCode).toBe(429)
  })

  it('120 simultaneous page passwords: at most 10 are checked, the rest get 429', async () => {
    await ctx.storage.db
      .updateTable('collections')
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
      .where('websiteId', '=', fx.websiteId)
      .where('urlId', '=', 'shop')
      .execute()
    const answers = await Promise.all(
      guesses(password).map((attempt) =>
        app.inject({
          method: 'POST',
          url: '/shop',
          remoteAddress: '10.20.0.4',
          headers: {
            host: fx.host,
            'content-type': 'application/x-www-form-urlencoded',
            cookie: `crumb=${testCrumb}`,
          },
          payload: `password=${encodeURIComponent(attempt)}&crumb=${testCrumb}`,
        }),
      ),
    )
    const counts = statuses(answers)
    expect((counts[200] ?? 0) + (counts[303] ?? 0)).toBeLessThanOrEqual(10)
    expect(counts[429]).toBeGreaterThanOrEqual(burst - 10)
  })
})
