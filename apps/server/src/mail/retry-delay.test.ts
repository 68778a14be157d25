import { describe, expect, it } from 'vitest'
import { maxDeliveryAttempts, retryDelayMs } from './retry-delay.js'

describe('retryDelayMs', () => {
  it('waits a minute after the first failure and doubles after each further one', () => {
    expect(retryDelayMs(1)).toBe(60_000)
    expect(retryDelayMs(2)).toBe(120_000)
    expect(retryDelayMs(3)).toBe(240_000)
  })

  it('never waits more than six hours', () => {
    expect(retryDelayMs(maxDeliveryAttempts - 1)).toBeLessThanOrEqual(6 * 60 * 60_000)
  })

  it('gives up once the attempts are used', () => {
    expect(retryDelayMs(maxDeliveryAttempts)).toBeUndefined()
  })
})
