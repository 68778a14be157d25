import type { AttemptCounter, AttemptLimit } from '../security/attempt-counter.js'
import { withinLimit } from '../security/attempt-counter.js'

/**
 * Sign-in attempts per key (address and email) within a window, shared by every process. Each
 * attempt is counted before its password is checked, so a burst of concurrent guesses cannot all
 * pass a check made before any of them failed.
 */
export interface StoredLoginRateLimiter {
  /** Counts one attempt; false when the key is over its limit and no password may be checked. */
  attempt(key: string, now: Date): Promise<boolean>
  /**
   * The attempt just counted succeeded: takes back that one attempt only, so the failures of other
   * requests in flight still count.
   */
  succeeded(key: string): Promise<void>
}

export function createStoredLoginRateLimiter(
  counter: AttemptCounter,
  limit: AttemptLimit = { bucket: 'sign-in', max: 5, windowMs: 15 * 60 * 1000 },
): StoredLoginRateLimiter {
  return {
    attempt: (key, now) => withinLimit(counter, limit, key, now),
    succeeded: (key) => counter.forgive(limit, key),
  }
}
