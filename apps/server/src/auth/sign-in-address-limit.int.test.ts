import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture, type CartFixture } from '../commerce/testing/cart-fixture.js'
import type { AttemptCounter } from '../security/attempt-counter.js'
import { createRedisAttemptCounter } from '../security/redis-attempt-counter.js'
import { createStoredAttemptCounter } from '../security/stored-attempt-counter.js'
import { refusingFallback, silentLog } from '../security/testing/redis-counters.js'
import { siteUserStrings } from './site-user-strings.js'
import { describeEachDialect, type DialectContext } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'
import { describeNeeding, freshAddress, redisAnswers, redisTestUrl } from '../testing/test-redis.js'
import { tooManyAttemptsMessage } from './auth.routes.js'
import { createOwner } from './owner-repository.js'
import { createSiteUser } from './site-user-repository.js'
import { createStoredLoginRateLimiter } from './stored-login-rate-limiter.js'
import type { SignInLimits } from './stored-login-rate-limiter.js'

const password = 'correct horse battery'
const minute = 60_000
/** Small numbers, so a burst past them stays cheap: 3 sign-ins an hour per address, 2 forgiven. */
const small: SignInLimits = {
  account: { bucket: 'sign-in', max: 5, windowMs: 15 * minute },
  address: { bucket: 'sign-in-address', max: 3, windowMs: 60 * minute },
  forgiven: { bucket: 'sign-in-address-forgiven', max: 2, windowMs: 60 * minute },
}

function statusCounts(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1
  return counts
}

/** The per-address limit, shown through the routes with `counter` holding the counts. */
function addressLimitSuite(ctx: DialectContext, counter: () => AttemptCounter) {
  let app: FastifyInstance
  let fx: CartFixture
  beforeAll(async () => {
    app = await testApp(ctx, { loginLimiter: createStoredLoginRateLimiter(counter(), small) })
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())

  const signIn = (url: string, ip: string, email: string, attempt = 'wrong guess') =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { host: fx.host, ...crumbHeaders() },
      payload: { email, password: attempt },
    })
  const emails = (count: number, domain: string) =>
    Array.from({ length: count }, (_, index) => `stuffing-${index}@${domain}`)

  it('one address trying 8 emails at once: 3 are checked, 5 refused; owners and site users apart', async () => {
    const ip = freshAddress()
    const owners = await Promise.all(
      emails(8, 'owner.example').map((email) => signIn('/api/auth/login', ip, email)),
    )
    expect(statusCounts(owners)).toEqual({ 401: 3, 429: 5 })
    const refused = owners.find((answer) => answer.statusCode === 429)
    expect(refused?.json().message).toBe(tooManyAttemptsMessage)

    const visitors = await Promise.all(
      emails(8, 'visitor.example').map((email) =>
        signIn('/api/site-users/account/session', ip, email),
      ),
    )
    expect(statusCounts(visitors)).toEqual({ 401: 3, 429: 5 })
    const refusedVisitor = visitors.find((answer) => answer.statusCode === 429)
    expect(refusedVisitor?.json().message).toBe(siteUserStrings.tooManyAttempts)

    // Another address is not held back by this one.
    expect(
      (await signIn('/api/auth/login', freshAddress(), 'other@owner.example')).statusCode,
    ).toBe(401)
  })

  it('a success takes back its attempt only twice an hour, so an account of its own cannot wipe the count', async () => {
    const ip = freshAddress()
    const email = `own-${Date.now().toString(36)}@owner.example`
    await createOwner(ctx.storage, { email, password, now: new Date() })
    const statuses: number[] = []
    for (const attempt of [password, password, password, 'a', 'b', 'c']) {
      statuses.push((await signIn('/api/auth/login', ip, email, attempt)).statusCode)
    }
    // Two successes forgiven, the third counts: two failures fit in the three, the third is refused.
    expect(statuses).toEqual([200, 200, 200, 401, 401, 429])

    const visitor = `own-${Date.now().toString(36)}@visitor.example`
    await createSiteUser(ctx.storage, {
      websiteId: fx.websiteId,
      email: visitor,
      password,
      now: new Date(),
    })
    const visitorStatuses: number[] = []
    for (const attempt of [password, password, password, 'a', 'b', 'c']) {
      const answer = await signIn('/api/site-users/account/session', ip, visitor, attempt)
      visitorStatuses.push(answer.statusCode)
    }
    expect(visitorStatuses).toEqual([200, 200, 200, 401, 401, 429])
  })
}

describeEachDialect('sign-in limit per address across emails', (ctx) => {
  addressLimitSuite(ctx, () => createStoredAttemptCounter(ctx.storage))
})

const redisUrl = redisTestUrl()
describeNeeding(
  'sign-in limit per address across emails, counted in Redis',
  await redisAnswers(redisUrl),
  `a Redis answering at ${redisUrl} (TEST_REDIS_URL)`,
  () => {
    describeEachDialect('Redis', (ctx) => {
      const counters: AttemptCounter[] = []
      afterAll(() => Promise.all(counters.map((counter) => counter.close())))
      addressLimitSuite(ctx, () => {
        const counter = createRedisAttemptCounter(redisUrl, {
          fallback: refusingFallback,
          log: silentLog,
        })
        counters.push(counter)
        return counter
      })
    })
  },
)
