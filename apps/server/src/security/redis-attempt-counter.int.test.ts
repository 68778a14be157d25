import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { AttemptCounter } from './attempt-counter.js'
import { createRedisAttemptCounter } from './redis-attempt-counter.js'

const redisUrl = 'redis://127.0.0.1:6379'

/** Whether a Redis answers locally; the tests skip cleanly when none does. */
async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 })
    socket.setTimeout(1000)
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

const available = await redisAnswers()

describe.skipIf(!available)('Redis attempt counter (REDIS_URL)', () => {
  const counters: AttemptCounter[] = []
  const counter = () => {
    const created = createRedisAttemptCounter(redisUrl)
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
})
