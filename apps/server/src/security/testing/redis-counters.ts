import type { AttemptCounter } from '../attempt-counter.js'
import type { LimitStoreLog } from '../redis-attempt-counter.js'

/** A fallback for tests whose counts must all be Redis's: asked at all, it fails the test. */
export const refusingFallback: AttemptCounter = {
  count: () => Promise.reject(new Error('counted in the fallback, not in Redis')),
  forgive: () => Promise.reject(new Error('forgiven in the fallback, not in Redis')),
  close: () => Promise.resolve(),
}

export const silentLog: LimitStoreLog = { warn: () => {}, info: () => {} }
