import { describe, expect, it } from 'vitest'
import {
  startSubscription,
  subscriptionReducer,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription-status.js'

const start = new Date('2026-01-31T10:00:00.000Z')
const at = (isoDate: string) => new Date(`${isoDate}T10:00:00.000Z`)
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString().slice(0, 10))

function replay(state: SubscriptionState, events: SubscriptionEvent[]): SubscriptionState {
  return events.reduce((s, event) => {
    const result = subscriptionReducer(s, event)
    if (!result.ok) throw new Error(`${result.status} cannot take ${result.event}`)
    return result.state
  }, state)
}

const plan = (numBillingCycles: number) =>
  startSubscription({
    startedAt: start,
    billingPeriod: { value: 1, unit: 'MONTH' },
    numBillingCycles,
  })

describe('subscriptionReducer', () => {
  it('starts active with the first cycle billed and the next renewal scheduled', () => {
    expect(plan(0)).toMatchObject({ status: 'active', cyclesBilled: 1 })
    expect(iso(plan(0).nextChargeAt)).toBe('2026-02-28')
  })

  it('completes after the last cycle of a limited plan', () => {
    const state = replay(plan(3), [
      { type: 'renewal-paid', at: at('2026-02-28') },
      { type: 'renewal-paid', at: at('2026-03-31') },
    ])
    expect(state).toMatchObject({ status: 'completed', cyclesBilled: 3, nextChargeAt: null })
    expect(subscriptionReducer(state, { type: 'renewal-paid', at: at('2026-04-30') })).toEqual({
      ok: false,
      code: 'invalid-transition',
      status: 'completed',
      event: 'renewal-paid',
    })
    expect(plan(1).status).toBe('completed')
  })

  it('retries a failed renewal on the schedule, then goes past due', () => {
    const failed = (d: string): SubscriptionEvent => ({ type: 'renewal-failed', at: at(d) })
    const once = replay(plan(0), [failed('2026-02-28')])
    expect(once).toMatchObject({ status: 'active', failedAttempts: 1 })
    expect(iso(once.nextChargeAt)).toBe('2026-03-01')
    const thrice = replay(once, [failed('2026-03-01'), failed('2026-03-03')])
    expect(iso(thrice.nextChargeAt)).toBe('2026-03-07')
    const pastDue = replay(thrice, [failed('2026-03-07')])
    expect(pastDue).toMatchObject({ status: 'past_due', failedAttempts: 4, nextChargeAt: null })
  })

  it('returns to active when a past-due renewal is paid, keeping the schedule', () => {
    const failed: SubscriptionEvent = { type: 'renewal-failed', at: at('2026-03-01') }
    const pastDue = replay(plan(0), [failed, failed, failed, failed])
    const paid = replay(pastDue, [{ type: 'renewal-paid', at: at('2026-03-10') }])
    expect(paid).toMatchObject({ status: 'active', cyclesBilled: 2, failedAttempts: 0 })
    expect(iso(paid.nextChargeAt)).toBe('2026-03-31')
  })

  it('cancels from active or past due, and cancelled is final', () => {
    const cancelled = replay(plan(0), [{ type: 'cancel', at: at('2026-02-10') }])
    expect(cancelled).toMatchObject({ status: 'cancelled', nextChargeAt: null })
    expect(iso(cancelled.endedAt)).toBe('2026-02-10')
    const failed: SubscriptionEvent = { type: 'renewal-failed', at: at('2026-03-01') }
    const pastDue = replay(plan(0), [failed, failed, failed, failed])
    expect(replay(pastDue, [{ type: 'cancel', at: at('2026-03-20') }]).status).toBe('cancelled')
    expect(subscriptionReducer(cancelled, { type: 'renewal-paid', at: at('2026-03-01') }).ok).toBe(
      false,
    )
  })

  it('does not retry a past-due subscription on its own', () => {
    const failed: SubscriptionEvent = { type: 'renewal-failed', at: at('2026-03-01') }
    const pastDue = replay(plan(0), [failed, failed, failed, failed])
    expect(subscriptionReducer(pastDue, failed)).toMatchObject({ ok: false, status: 'past_due' })
  })
})
