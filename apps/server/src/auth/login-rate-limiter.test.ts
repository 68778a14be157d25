import { describe, expect, it } from 'vitest'
import { createLoginRateLimiter } from './login-rate-limiter.js'

describe('login rate limiter', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 10, minutes))

  it('blocks after five failures within fifteen minutes, per key', () => {
    const limiter = createLoginRateLimiter()
    for (let i = 0; i < 4; i++) limiter.recordFailure('ip|a@b.c', at(i))
    expect(limiter.isBlocked('ip|a@b.c', at(4))).toBe(false)
    limiter.recordFailure('ip|a@b.c', at(4))
    expect(limiter.isBlocked('ip|a@b.c', at(5))).toBe(true)
    expect(limiter.isBlocked('other|a@b.c', at(5))).toBe(false)
  })

  it('forgets failures older than the window and after a success', () => {
    const limiter = createLoginRateLimiter()
    for (let i = 0; i < 5; i++) limiter.recordFailure('k', at(i))
    expect(limiter.isBlocked('k', at(14))).toBe(true)
    expect(limiter.isBlocked('k', at(20))).toBe(false)
    for (let i = 0; i < 5; i++) limiter.recordFailure('k', at(30))
    limiter.reset('k')
    expect(limiter.isBlocked('k', at(30))).toBe(false)
  })
})
