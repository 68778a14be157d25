import { isIPv6 } from 'node:net'
import type { CallRate, IngestRoute } from './ingest-limits.js'

interface Bucket {
  tokens: number
  at: number
}

/** Above this many addresses the idle ones are swept, so the map cannot grow without bound. */
const sweepAbove = 100_000

/**
 * The address an analytics limit counts: IPv4 as it is, IPv6 by its /64 (one subscriber holds
 * the whole /64, so counting single addresses would let one client rotate through billions).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1] !== undefined) return mapped[1]
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === '' ? [] : tail.split(':')
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * Per-process token buckets, one per route kind and address, taken synchronously before a call
 * does any work (so concurrent calls cannot beat them). In memory: each process allows the rate
 * on its own, which is enough to stop a flood without a database round trip per page view.
 */
export function createAddressLimiter(rates: Record<IngestRoute, CallRate>) {
  const buckets = new Map<string, Bucket>()

  function sweep(now: number): void {
    for (const [key, bucket] of buckets) {
      const rate = rates[key.slice(0, key.indexOf(' ')) as IngestRoute]
      if (now - bucket.at >= (rate.burst / rate.perMinute) * 60_000) buckets.delete(key)
    }
  }

  return {
    /** Takes one call of `route` from `ip`; false when its bucket is empty: the call is refused. */
    take(route: IngestRoute, ip: string, now: number): boolean {
      const rate = rates[route]
      const key = `${route} ${addressKey(ip)}`
      let bucket = buckets.get(key)
      if (bucket === undefined) {
        if (buckets.size >= sweepAbove) sweep(now)
        bucket = { tokens: rate.burst, at: now }
        buckets.set(key, bucket)
      } else {
        const refill = ((now - bucket.at) * rate.perMinute) / 60_000
        bucket.tokens = Math.min(rate.burst, bucket.tokens + Math.max(0, refill))
        bucket.at = now
      }
      if (bucket.tokens < 1) return false
      bucket.tokens -= 1
      return true
    },
    /** Seconds until `route` from `ip` has a call again (a Retry-After). */
    retryAfter(route: IngestRoute, ip: string): number {
      const bucket = buckets.get(`${route} ${addressKey(ip)}`)
      const missing = bucket === undefined ? 0 : Math.max(0, 1 - bucket.tokens)
      return Math.max(1, Math.ceil((missing * 60) / rates[route].perMinute))
    },
    get size(): number {
      return buckets.size
    },
  }
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>
