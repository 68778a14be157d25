import type { AttemptCounter } from '../security/attempt-counter.js'
import { withinLimit } from '../security/attempt-counter.js'

/**
 * Limits adds to a cart (or, before a cart exists, from one IP address) within a window. The app
 * uses `createSharedCartAddLimiter` (counted in the database or Redis, so N processes allow what
 * one does); `createCartAddLimiter` keeps the counts in memory, for tests and tools.
 */
export interface CartAddLimiter {
  /** Counts one add for `key`; false when the key is over its limit and the add must wait. */
  tryAdd(key: string, now: Date): boolean | Promise<boolean>
}

export interface CartAddLimits {
  maxAdds: number
  windowMs: number
}

export const defaultCartAddLimits: CartAddLimits = { maxAdds: 30, windowMs: 10_000 }

/** The cart-add limit shared by every process: one atomic count per add. */
export function createSharedCartAddLimiter(
  counter: AttemptCounter,
  limits: CartAddLimits = defaultCartAddLimits,
): CartAddLimiter {
  const limit = { bucket: 'cart-add', max: limits.maxAdds, windowMs: limits.windowMs }
  return { tryAdd: (key, now) => withinLimit(counter, limit, key, now) }
}

/** Keys idle for a whole window are dropped once the map grows past this, so it cannot grow forever. */
const sweepAbove = 10_000

export function createCartAddLimiter(limits: CartAddLimits = defaultCartAddLimits): CartAddLimiter {
  const adds = new Map<string, number[]>()

  function sweep(since: number): void {
    for (const [key, times] of adds) {
      if ((times.at(-1) ?? 0) <= since) adds.delete(key)
    }
  }

  return {
    tryAdd(key, now) {
      const since = now.getTime() - limits.windowMs
      if (adds.size > sweepAbove) sweep(since)
      const recent = (adds.get(key) ?? []).filter((time) => time > since)
      if (recent.length >= limits.maxAdds) {
        adds.set(key, recent)
        return false
      }
      recent.push(now.getTime())
      adds.set(key, recent)
      return true
    },
  }
}
