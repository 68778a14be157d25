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

/** How long Redis may take to count before the database counts instead (a local Redis takes ~1 ms). */
export const redisCountTimeoutMs = 300

/** While Redis hangs on an open connection (no reconnect will say it is back), it is asked this often. */
const probeEveryMs = 1000

/** Where the counter says, once each, that Redis went away and that it came back (the app's log). */
export interface LimitStoreLog {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

export interface RedisAttemptCounterOptions {
  /** Counts while Redis does not answer: the database's counters. */
  fallback: AttemptCounter
  log: LimitStoreLog
  timeoutMs?: number
}

export const redisDownMessage =
  'Redis (REDIS_URL) does not answer: the attempt limits count in the database until it is back'
export const redisBackMessage = 'Redis (REDIS_URL) answers again: the attempt limits count in Redis'

/**
 * Attempt counters in Redis (`REDIS_URL`): a key per bucket and hashed key, expiring with its
 * window. Every process on the same Redis shares them, as with the database counters.
 *
 * A Redis that is down never stops a sign-in or an add to cart: no command waits for a connection
 * (no offline queue), one that takes longer than `timeoutMs` gives up, and from the first failure
 * until Redis is ready again every count goes to `fallback` without asking Redis. The outage is
 * logged once, and its end once.
 */
export function createRedisAttemptCounter(
  url: string,
  { fallback, log, timeoutMs = redisCountTimeoutMs }: RedisAttemptCounterOptions,
): AttemptCounter {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
  })
  const keyOf = (limit: AttemptLimit, key: string) =>
    `atelier:attempts:${limit.bucket}:${createHash('sha256').update(key).digest('hex')}`
  const probeKey = 'atelier:attempts:probe'
  let usable = false
  // Until the first connection is ready or fails, a count waits for it (at most `timeoutMs`).
  let started: () => void = noop
  let starting: Promise<void> | undefined = new Promise<void>((resolve) => {
    started = resolve
    setTimeout(resolve, timeoutMs).unref()
  }).then(() => {
    starting = undefined
  })
  let outageLogged = false
  let closing = false
  let probe: NodeJS.Timeout | undefined

  function answering(): void {
    if (closing) return
    usable = true
    started()
    clearInterval(probe)
    probe = undefined
    if (outageLogged) {
      outageLogged = false
      log.info({}, redisBackMessage)
    }
  }

  function failed(error: unknown): void {
    if (closing) return
    usable = false
    started()
    if (!outageLogged) {
      outageLogged = true
      log.warn({ err: error }, redisDownMessage)
    }
    // Asked with the same script the counts use, so a Redis that answers PING but refuses
    // scripts (out of memory, a read-only replica) stays out until it counts again.
    probe ??= setInterval(() => {
      if (redis.status === 'ready')
        redis.eval(countScript, 1, probeKey, '1000').then(answering, noop)
    }, probeEveryMs).unref()
  }

  redis.on('ready', answering)
  // Always listened to: an outage moves the counting to the database, it never ends the process.
  redis.on('error', failed)
  redis.on('close', () => failed(new Error('connection to Redis closed')))

  async function inRedisOr<T>(counted: () => Promise<T>, inDatabase: () => Promise<T>) {
    if (starting !== undefined) await starting
    if (!usable) return inDatabase()
    try {
      return await counted()
    } catch (error) {
      failed(error)
      return inDatabase()
    }
  }

  return {
    count: (limit, key, now) =>
      inRedisOr(
        async () =>
          Number(await redis.eval(countScript, 1, keyOf(limit, key), String(limit.windowMs))),
        () => fallback.count(limit, key, now),
      ),
    forgive: (limit, key) =>
      inRedisOr(
        async () => void (await redis.eval(forgiveScript, 1, keyOf(limit, key))),
        () => fallback.forgive(limit, key),
      ),
    async close() {
      closing = true
      clearInterval(probe)
      await redis.quit().catch(() => redis.disconnect())
      await fallback.close()
    },
  }
}

function noop(): void {}
