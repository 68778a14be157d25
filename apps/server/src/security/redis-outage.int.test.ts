import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { createOwner } from '../auth/owner-repository.js'
import { createSiteUser } from '../auth/site-user-repository.js'
import { CartVisitor } from '../commerce/testing/cart-client.js'
import { seedCartFixture, type CartFixture } from '../commerce/testing/cart-fixture.js'
import { describeEachDialect, type DialectContext } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'
import {
  describeNeeding,
  freePort,
  redisServerInstalled,
  ThrowawayRedis,
} from '../testing/test-redis.js'
import { redisBackMessage, redisDownMessage } from './redis-attempt-counter.js'

const password = 'correct horse battery'
/** What "fall back within a short timeout" means here: the same answers before a second passes. */
const quickMs = 1000
let addresses = 0

/** An address no other test (nor another run, counting in the same Redis) has used. */
function freshAddress(): string {
  const n = Date.now() + addresses++
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** The app with REDIS_URL and its log lines. */
async function appOnRedis(ctx: DialectContext, redisUrl: string) {
  const lines: string[] = []
  const app = await testApp(
    ctx,
    { logger: undefined, logStream: { write: (line) => void lines.push(line) } },
    { logLevel: 'info', redisUrl },
  )
  const said = (message: string) =>
    lines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === message).length
  return { app, said }
}

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describeNeeding(
  'the attempt limits while Redis is down',
  redisServerInstalled(),
  'the redis-server program (Debian package redis-server)',
  () => {
    describeEachDialect('Redis outage', (ctx) => {
      let redis: ThrowawayRedis
      let fx: CartFixture
      beforeAll(async () => {
        redis = await ThrowawayRedis.start()
        fx = await seedCartFixture(ctx.storage, ctx.dataDir)
      })
      afterAll(() => redis.remove())

      /** Keys of `bucket` in the test's Redis, and rows of it in the database. */
      async function counted(bucket: string) {
        const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 })
        try {
          await client.connect()
          const keys = await client.keys(`atelier:attempts:${bucket}:*`)
          const rows = await ctx.storage.db
            .selectFrom('attemptCounters')
            .select('keyHash')
            .where('bucket', '=', bucket)
            .execute()
          return { inRedis: keys.length, inDatabase: rows.length }
        } finally {
          client.disconnect()
        }
      }

      function ownerSignIn(app: FastifyInstance, email: string, attempt: string, ip: string) {
        return app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          headers: { host: fx.host, ...crumbHeaders() },
          payload: { email, password: attempt },
        })
      }

      function siteUserSignIn(app: FastifyInstance, email: string, ip: string) {
        return app.inject({
          method: 'POST',
          url: '/api/site-users/account/session',
          remoteAddress: ip,
          headers: { host: fx.host, ...crumbHeaders() },
          payload: { email, password },
        })
      }

      /** Answers the status and how long it took. */
      async function timed(answer: Promise<{ statusCode: number }>) {
        const started = performance.now()
        const { statusCode } = await answer
        return { statusCode, ms: performance.now() - started }
      }

      it('counts in the database within a second while Redis is down, logs it once, and goes back to Redis', async () => {
        const ownerEmail = `outage-${Date.now().toString(36)}@owner.example`
        const visitorEmail = `outage-${Date.now().toString(36)}@visitor.example`
        await createOwner(ctx.storage, { email: ownerEmail, password, now: new Date() })
        await createSiteUser(ctx.storage, {
          websiteId: fx.websiteId,
          email: visitorEmail,
          password,
          now: new Date(),
        })
        const { app, said } = await appOnRedis(ctx, redis.url)
        try {
          // Redis up: the counts are in Redis, none in the database.
          expect((await ownerSignIn(app, ownerEmail, 'wrong', freshAddress())).statusCode).toBe(
            401,
          )
          expect(await counted('sign-in')).toEqual({ inRedis: 1, inDatabase: 0 })

          await redis.stop()
          const visitor = new CartVisitor(app, fx.host)
          const line = { itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 }
          const during = [
            await timed(ownerSignIn(app, ownerEmail, password, freshAddress())),
            await timed(siteUserSignIn(app, visitorEmail, freshAddress())),
            await timed(visitor.add(line)),
          ]
          expect(during.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
          for (const answer of during) expect(answer.ms).toBeLessThan(quickMs)

          // The limits still hold, counted by the database: 5 wrong passwords, then 429.
          const guesser = freshAddress()
          const guesses: number[] = []
          for (let attempt = 0; attempt < 7; attempt++) {
            guesses.push((await ownerSignIn(app, ownerEmail, `guess ${attempt}`, guesser)).statusCode)
          }
          expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429])
          expect(said(redisDownMessage)).toBe(1)

          await redis.start()
          await until(() => said(redisBackMessage) === 1, 'Redis counting again')
          const before = await counted('sign-in')
          expect((await ownerSignIn(app, ownerEmail, 'wrong', freshAddress())).statusCode).toBe(
            401,
          )
          // The restarted Redis lost its keys (nothing is saved); the new one is there.
          expect(await counted('sign-in')).toEqual({ inRedis: 1, inDatabase: before.inDatabase })
          expect(said(redisDownMessage)).toBe(1)
          expect(said(redisBackMessage)).toBe(1)
        } finally {
          await app.close()
        }
      })

      it('a Redis that is down from the start: sign-ins answer, counted in the database, with one log line and no unhandled error', async () => {
        const unhandled = vi.spyOn(console, 'error')
        const email = `down-${Date.now().toString(36)}@owner.example`
        await createOwner(ctx.storage, { email, password, now: new Date() })
        const nobody = `redis://127.0.0.1:${await freePort()}`
        const { app, said } = await appOnRedis(ctx, nobody)
        try {
          await until(() => said(redisDownMessage) === 1, 'the outage logged')
          const ip = freshAddress()
          for (let attempt = 0; attempt < 5; attempt++) {
            const answer = await timed(ownerSignIn(app, email, `guess ${attempt}`, ip))
            expect(answer.statusCode).toBe(401)
            expect(answer.ms).toBeLessThan(quickMs)
          }
          expect((await ownerSignIn(app, email, password, ip)).statusCode).toBe(429)
          // ioredis reconnects meanwhile, failing each time; still one line.
          await new Promise((resolve) => setTimeout(resolve, 500))
          expect(said(redisDownMessage)).toBe(1)
          expect(unhandled).not.toHaveBeenCalled()
        } finally {
          unhandled.mockRestore()
          await app.close()
        }
      })
    })
  },
)
