import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'
import type { AttemptCounter, AttemptLimit } from './attempt-counter.js'

/** Adds one and opens the window's expiry on the first attempt, in one atomic step. */
const countScript = `
local attempts = redis.call('INCR', KEYS[1])
if attempts == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return attempts`

/** Takes one back, never below zero, keeping the window's expiry. */
const forgiveScript = `
local attempts = tonumber(redis.call('GET', KEYS[1]) or '0')
if attempts > 0 then redis.call('DECR', KEYS[1]) end
return 0`

/**
 * Attempt counters in Redis (`REDIS_URL`): a key per bucket and hashed key, expiring with its
 * window. Every process on the same Redis shares them, as with the database counters.
 */
export function createRedisAttemptCounter(url: string): AttemptCounter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 })
  const keyOf = (limit: AttemptLimit, key: string) =>
    `atelier:attempts:${limit.bucket}:${createHash('sha256').update(key).digest('hex')}`
  return {
    async count(limit, key) {
      const attempts = await redis.eval(countScript, 1, keyOf(limit, key), String(limit.windowMs))
      return Number(attempts)
    },
    async forgive(limit, key) {
      await redis.eval(forgiveScript, 1, keyOf(limit, key))
    },
    async close() {
      await redis.quit()
    },
  }
}
