/**
 * Limits adds to a cart (or, before a cart exists, from one IP address) within a sliding window.
 * Kept in memory: losing it on restart only resets the counters, and each process still enforces
 * its limit, which is all a guard against scripted adding needs.
 */
export interface CartAddLimiter {
  /** Counts one add for `key`; false when the key is over its limit and the add must wait. */
  tryAdd(key: string, now: Date): boolean
}

export interface CartAddLimits {
  maxAdds: number
  windowMs: number
}

export const defaultCartAddLimits: CartAddLimits = { maxAdds: 30, windowMs: 10_000 }

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
