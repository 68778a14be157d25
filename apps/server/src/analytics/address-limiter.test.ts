import { describe, expect, it } from 'vitest'
import { addressKey, createAddressLimiter } from './address-limiter.js'
import { callRates, errorFoldWindowMs, siteDayCaps } from './ingest-limits.js'

describe('the analytics limit per address', () => {
  it('counts IPv4 addresses one by one and IPv6 addresses by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:db8::5')).toBe('2001:db8:0:0::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
  })

  it('lets a burst through, refuses the next call and refills at the rate', () => {
    const limiter = createAddressLimiter({
      ...callRates,
      error: { burst: 3, perMinute: 6 },
    })
    const at = 1_000_000
    const calls = Array.from({ length: 5 }, () => limiter.take('error', '198.51.100.1', at))
    expect(calls).toEqual([true, true, true, false, false])
    // Another address and another route have buckets of their own.
    expect(limiter.take('error', '198.51.100.2', at)).toBe(true)
    expect(limiter.take('hit', '198.51.100.1', at)).toBe(true)
    // Six a minute: one more every ten seconds.
    expect(limiter.retryAfter('error', '198.51.100.1')).toBe(10)
    expect(limiter.take('error', '198.51.100.1', at + 9_000)).toBe(false)
    expect(limiter.take('error', '198.51.100.1', at + 10_000)).toBe(true)
    expect(limiter.take('error', '198.51.100.1', at + 10_000)).toBe(false)
    // Rotating through one /64 does not make a new visitor.
    const six = Array.from({ length: 4 }, (_, index) =>
      limiter.take('error', `2001:db8:1:2::${index + 1}`, at),
    )
    expect(six).toEqual([true, true, true, false])
  })

  it('keeps at most the burst after a long quiet time', () => {
    const limiter = createAddressLimiter({ ...callRates, hit: { burst: 2, perMinute: 60 } })
    expect(limiter.take('hit', '192.0.2.1', 0)).toBe(true)
    const later = Array.from({ length: 3 }, () => limiter.take('hit', '192.0.2.1', 3_600_000))
    expect(later).toEqual([true, true, false])
  })

  it('pins the limits docs/architecture.md gives reasons for', () => {
    expect(callRates).toEqual({
      hit: { burst: 240, perMinute: 240 },
      event: { burst: 240, perMinute: 240 },
      error: { burst: 30, perMinute: 60 },
      performance: { burst: 240, perMinute: 240 },
    })
    expect(errorFoldWindowMs).toBe(60_000)
    expect(siteDayCaps).toEqual({ errors: 5_000, events: 250_000 })
  })

  it('stops a flood at the default rate: one address, ten seconds of error calls', () => {
    const limiter = createAddressLimiter(callRates)
    let taken = 0
    // The reported flood: about 4,000 calls in ten seconds. The burst, then one a second.
    for (let call = 0; call <= 4_000; call += 1) {
      if (limiter.take('error', '203.0.113.9', 1_000_000 + call * 2.5)) taken += 1
    }
    // 30 + 10, give or take the rounding of 4,000 small refills.
    expect(taken).toBeGreaterThanOrEqual(39)
    expect(taken).toBeLessThanOrEqual(40)
  })
})
