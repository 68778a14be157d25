import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testSite } from '../testing/test-app.js'
import { createOwner } from './owner-repository.js'
import { tooManyAttemptsMessage } from './auth.routes.js'
import { createStoredAttemptCounter } from '../security/stored-attempt-counter.js'
import { createStoredLoginRateLimiter, signInLimits } from './stored-login-rate-limiter.js'

describeEachDialect('sign-in limit across processes', (ctx) => {
  it('two app instances on one database share the 5 failed attempts', async () => {
    const first = await testApp(ctx)
    const second = await testApp(ctx)
    try {
      const { host } = await testSite(ctx)
      const email = 'shared-limit@owner.example'
      const password = 'correct horse battery'
      await createOwner(ctx.storage, { email, password, now: new Date() })
      const login = (app: typeof first, attempt: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.9.0.1',
          headers: { host, ...crumbHeaders() },
          payload: { email, password: attempt },
        })
      for (const app of [first, second, first, second, first]) {
        expect((await login(app, 'wrong guess')).statusCode).toBe(401)
      }
      const blocked = await login(second, password)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().message).toBe(tooManyAttemptsMessage)
      expect((await login(first, password)).statusCode).toBe(429)
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('forgets attempts older than the window; a success takes back only its own', async () => {
    const limiter = createStoredLoginRateLimiter(createStoredAttemptCounter(ctx.storage), {
      ...signInLimits,
      account: { bucket: 'sign-in-test', max: 2, windowMs: 60_000 },
    })
    const start = new Date('2026-01-01T10:00:00Z')
    const as = (account: string) => ({ scope: 'test', address: 'ip', account })
    expect(await limiter.attempt(as('a@b.example'), start)).toBe(true)
    expect(await limiter.attempt(as('a@b.example'), start)).toBe(true)
    expect(await limiter.attempt(as('a@b.example'), start)).toBe(false)
    expect(await limiter.attempt(as('other@b.example'), start)).toBe(true)
    expect(await limiter.attempt(as('a@b.example'), new Date('2026-01-01T10:01:00Z'))).toBe(true)
    expect(await limiter.attempt(as('c@b.example'), start)).toBe(true)
    expect(await limiter.attempt(as('c@b.example'), start)).toBe(true)
    await limiter.succeeded(as('c@b.example'), start)
    expect(await limiter.attempt(as('c@b.example'), start)).toBe(true)
    expect(await limiter.attempt(as('c@b.example'), start)).toBe(false)
  })
})
