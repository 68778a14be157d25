import { describe, expect, it } from 'vitest'
import { createCartAddLimiter } from './cart-add-limiter.js'

describe('cart add limiter', () => {
  it('allows 30 adds in 10 seconds by default and refuses the 31st', () => {
    const limiter = createCartAddLimiter()
    const now = new Date('2026-01-01T00:00:00Z')
    for (let i = 0; i < 30; i++) expect(limiter.tryAdd('cart-1', now)).toBe(true)
    expect(limiter.tryAdd('cart-1', now)).toBe(false)
  })

  it('counts each key on its own', () => {
    const limiter = createCartAddLimiter({ maxAdds: 1, windowMs: 1000 })
    const now = new Date('2026-01-01T00:00:00Z')
    expect(limiter.tryAdd('a', now)).toBe(true)
    expect(limiter.tryAdd('a', now)).toBe(false)
    expect(limiter.tryAdd('b', now)).toBe(true)
  })

  it('lets adds through again once the window has passed', () => {
    const limiter = createCartAddLimiter({ maxAdds: 2, windowMs: 1000 })
    const start = Date.parse('2026-01-01T00:00:00Z')
    expect(limiter.tryAdd('a', new Date(start))).toBe(true)
    expect(limiter.tryAdd('a', new Date(start + 500))).toBe(true)
    expect(limiter.tryAdd('a', new Date(start + 900))).toBe(false)
    expect(limiter.tryAdd('a', new Date(start + 1001))).toBe(true)
  })
})
