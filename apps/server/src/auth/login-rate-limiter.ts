/**
 * Counts failures per key within a sliding window, in this process's memory: the page lock screen
 * uses it, so N processes allow N times its attempts. Owner sign-in uses the database-backed
 * `createStoredLoginRateLimiter`, shared by every process.
 */
export interface LoginRateLimiter {
  isBlocked(key: string, now: Date): boolean
  recordFailure(key: string, now: Date): void
  reset(key: string): void
}

export function createLoginRateLimiter(
  maxFailures = 5,
  windowMs = 15 * 60 * 1000,
): LoginRateLimiter {
  const failures = new Map<string, number[]>()

  function recent(key: string, now: Date): number[] {
    const since = now.getTime() - windowMs
    const times = (failures.get(key) ?? []).filter((time) => time > since)
    if (times.length === 0) failures.delete(key)
    else failures.set(key, times)
    return times
  }

  return {
    isBlocked: (key, now) => recent(key, now).length >= maxFailures,
    recordFailure(key, now) {
      failures.set(key, [...recent(key, now), now.getTime()])
    },
    reset: (key) => {
      failures.delete(key)
    },
  }
}
