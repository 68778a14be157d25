import { afterAll, expect, it } from 'vitest'
import { describeNeeding, redisAnswers, redisTestUrl } from '../testing/test-redis.js'
import type { AttemptCounter } from './attempt-counter.js'
import { createRedisAttemptCounter } from './redis-attempt-counter.js'
import { refusingFallback, silentLog } from './testing/redis-counters.js'

const redisUrl = redisTestUrl()

describeNeeding(
  'Redis attempt counter (REDIS_URL)',
  await redisAnswers(redisUrl),
  `a Redis answering at ${redisUrl} (TEST_REDIS_URL)`,
  () => {
    const counters: AttemptCounter[] = []
    // Every count must be Redis's: the database fallback throws.
    const counter = () => {
      const created = createRedisAttemptCounter(redisUrl, {
        fallback: refusingFallback,
        log: silentLog,
      })
      counters.push(created)
      return created
    }
    afterAll(async () => {
      await Promise.all(counters.map((created) => created.close()))
    })

    it('two counters (two processes) share one count; concurrent attempts each get a number', async () => {
      const limit = { bucket: `test-${Date.now().toString(36)}`, max: 5, windowMs: 60_000 }
      const [first, second] = [counter(), counter()]
      const now = new Date()
      const counts = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index % 2 === 0 ? first : second)!.count(limit, 'k', now),
        ),
      )
      expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      await first!.forgive(limit, 'k')
      expect(await second!.count(limit, 'k', now)).toBe(20)
    })

    it('opens a new window once the old one expired', async () => {
      const limit = { bucket: `test-window-${Date.now().toString(36)}`, max: 1, windowMs: 200 }
      const redis = counter()
      expect(await redis.count(limit, 'k', new Date())).toBe(1)
      expect(await redis.count(limit, 'k', new Date())).toBe(2)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(await redis.count(limit, 'k', new Date())).toBe(1)
    })
  },
)
