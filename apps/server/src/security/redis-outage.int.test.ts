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
  freshAddress,
  redisServerInstalled,
  ThrowawayRedis,
} from '../testing/test-redis.js'
import { redisBackMessage, redisDownMessage } from './redis-attempt-counter.js'

const password = 'correct horse battery'
/** What "fall back within a short timeout" means here: the same answers before a second passes. */
const quickMs = 1000

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

      /** Rows of `bucket` in the database. */
      async function inDatabase(bucket: string): Promise<number> {
        const rows = await ctx.storage.db
          .selectFrom('attemptCounters')
          .select('keyHash')
          .where('bucket', '=', bucket)
          .execute()
        return rows.length
      }

      /** Keys of `bucket` in the test's Redis, and rows of it in the database. */
      async function counted(bucket: string) {
        const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 })
        client.on('error', () => {})
        try {
          await client.connect()
          const keys = await client.keys(`atelier:attempts:${bucket}:*`)
          return { inRedis: keys.length, inDatabase: await inDatabase(bucket) }
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

      /** How long the app's attempt counter takes to count one attempt of `bucket`. */
      async function countTime(app: FastifyInstance, bucket: string): Promise<number> {
        const limit = { bucket, max: 100, windowMs: 60_000 }
        const started = performance.now()
        await app.atelier.attempts.count(limit, freshAddress(), new Date())
        return performance.now() - started
      }

      it('Redis stopped: the database counts at once, sign-ins and adds to cart answer, logged once; back to Redis when it returns', async () => {
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
          expect((await ownerSignIn(app, ownerEmail, 'wrong', freshAddress())).statusCode).toBe(401)
          expect(await counted('sign-in')).toEqual({ inRedis: 1, inDatabase: 0 })

          await redis.stop()
          // The count that meets the outage, then one after it.
          expect(await countTime(app, 'outage-test')).toBeLessThan(quickMs)
          expect(await countTime(app, 'outage-test')).toBeLessThan(quickMs)
          const visitor = new CartVisitor(app, fx.host)
          const line = { itemId: fx.id('mug'), sku: fx.sku('mug'), quantity: 1 }
          const during = [
            await ownerSignIn(app, ownerEmail, password, freshAddress()),
            await siteUserSignIn(app, visitorEmail, freshAddress()),
            await visitor.add(line),
          ]
          expect(during.map((answer) => answer.statusCode)).toEqual([200, 200, 200])

          // The limits still hold, counted by the database: 5 wrong passwords, then 429.
          const guesser = freshAddress()
          const guesses: number[] = []
          for (let attempt = 0; attempt < 7; attempt++) {
            const answer = await ownerSignIn(app, ownerEmail, `guess ${attempt}`, guesser)
            guesses.push(answer.statusCode)
          }
          expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429])
          expect(await inDatabase('sign-in')).toBeGreaterThan(0)
          expect(said(redisDownMessage)).toBe(1)

          await redis.start()
          await until(() => said(redisBackMessage) === 1, 'Redis counting again')
          const before = await counted('sign-in')
          expect((await ownerSignIn(app, ownerEmail, 'wrong', freshAddress())).statusCode).toBe(401)
          // The restarted Redis lost its keys (nothing is saved); the new one is there.
          expect(await counted('sign-in')).toEqual({ inRedis: 1, inDatabase: before.inDatabase })
          expect(said(redisDownMessage)).toBe(1)
          expect(said(redisBackMessage)).toBe(1)
        } finally {
          await app.close()
        }
      })

      it('Redis hanging on an open connection: one count waits for the timeout, the next ones go straight to the database; back when it answers', async () => {
        const { app, said } = await appOnRedis(ctx, redis.url)
        try {
          await countTime(app, 'hang-test')
          expect(await counted('hang-test')).toEqual({ inRedis: 1, inDatabase: 0 })
          redis.pause()
          expect(await countTime(app, 'hang-test')).toBeLessThan(quickMs)
          let total = 0
          for (let count = 0; count < 10; count++) total += await countTime(app, 'hang-test')
          // Ten counts together take less than the ten timeouts asking Redis would.
          expect(total).toBeLessThan(quickMs)
          expect(said(redisDownMessage)).toBe(1)
          redis.resume()
          await until(() => said(redisBackMessage) === 1, 'Redis counting again')
          // The count that timed out and the ten after it are in the database; the next is Redis's.
          const before = await counted('hang-test')
          expect(before.inDatabase).toBe(11)
          await countTime(app, 'hang-test')
          expect(await counted('hang-test')).toEqual({
            inRedis: before.inRedis + 1,
            inDatabase: 11,
          })
        } finally {
          redis.resume()
          await app.close()
        }
      })

      it('Redis down from the start: sign-ins answer, counted in the database, with one log line and no unhandled error', async () => {
        const unhandled = vi.spyOn(console, 'error')
        const email = `down-${Date.now().toString(36)}@owner.example`
        await createOwner(ctx.storage, { email, password, now: new Date() })
        const nobody = `redis://127.0.0.1:${await freePort()}`
        const { app, said } = await appOnRedis(ctx, nobody)
        try {
          await until(() => said(redisDownMessage) === 1, 'the outage logged')
          expect(await countTime(app, 'down-test')).toBeLessThan(quickMs)
          const ip = freshAddress()
          for (let attempt = 0; attempt < 5; attempt++) {
            expect((await ownerSignIn(app, email, `guess ${attempt}`, ip)).statusCode).toBe(401)
          }
          expect((await ownerSignIn(app, email, password, ip)).statusCode).toBe(429)
          // ioredis keeps reconnecting meanwhile, failing each time: still one line.
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
