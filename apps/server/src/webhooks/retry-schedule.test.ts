import { describe, expect, it } from 'vitest'
import { maxWebhookAttempts, webhookRetryDelayMs } from './retry-schedule.js'

const second = 1_000
const minute = 60 * second
const hour = 60 * minute

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h after the failed attempts', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map(webhookRetryDelayMs)
    expect(waits).toEqual([
      5 * second,
      5 * minute,
      30 * minute,
      2 * hour,
      5 * hour,
      10 * hour,
      10 * hour,
    ])
  })

  it('gives up after the eighth attempt, having retried for more than a day', () => {
    expect(maxWebhookAttempts).toBe(8)
    expect(webhookRetryDelayMs(8)).toBeUndefined()
    const total = [1, 2, 3, 4, 5, 6, 7].reduce((sum, n) => sum + (webhookRetryDelayMs(n) ?? 0), 0)
    expect(total).toBeGreaterThan(24 * hour)
    expect(total).toBeLessThan(30 * hour)
  })
})
