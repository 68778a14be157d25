import { describe, expect, it } from 'vitest'
import type { SubscriptionState } from '../checkout/subscription-status.js'
import type { MembershipFacts } from './membership-access.js'
import { membershipStanding } from './membership-standing.js'

const started = Date.parse('2026-01-10T12:00:00Z')
const renewal = Date.parse('2026-02-10T12:00:00Z')
const monthly = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  startedAt: started,
  billingPeriod: { value: 1, unit: 'MONTH' },
  numBillingCycles: 0,
  cyclesBilled: 1,
  failedAttempts: 0,
  nextChargeAt: renewal,
  endedAt: null,
  ...over,
})
const member = (over: Partial<MembershipFacts> = {}): MembershipFacts => ({
  memberAreaId: 'area-1',
  plan: 'free',
  status: 'active',
  ...over,
})
const inPeriod = new Date('2026-01-20T00:00:00Z')
const afterPeriod = new Date('2026-02-11T00:00:00Z')

describe('membership standing (the account page)', () => {
  it('a free, one-time or comp membership is active without renewal and cannot be cancelled there', () => {
    for (const plan of ['free', 'one-time', 'comp'] as const) {
      expect(membershipStanding(member({ plan }), inPeriod)).toEqual({
        kind: 'active',
        renewsAt: null,
        cancellable: false,
      })
      expect(membershipStanding(member({ plan, status: 'removed' }), inPeriod)).toEqual({
        kind: 'ended',
      })
    }
  })

  it('a paying recurring membership shows its next renewal and may be cancelled', () => {
    const paying = member({ plan: 'recurring', subscription: monthly() })
    expect(membershipStanding(paying, inPeriod)).toEqual({
      kind: 'active',
      renewsAt: renewal,
      cancellable: true,
    })
  })

  it('a cancelled recurring membership is ending until the paid period ends, then ended', () => {
    const cancelled = member({
      plan: 'recurring',
      status: 'cancelled',
      subscription: monthly({ status: 'cancelled', nextChargeAt: null, endedAt: started }),
    })
    expect(membershipStanding(cancelled, inPeriod)).toEqual({
      kind: 'ending',
      accessUntil: renewal,
    })
    expect(membershipStanding(cancelled, afterPeriod)).toEqual({ kind: 'ended' })
  })

  it('a failed renewal is past due (closed) and may still be cancelled; removed is ended', () => {
    const pastDue = member({ plan: 'recurring', subscription: monthly({ status: 'past_due' }) })
    expect(membershipStanding(pastDue, inPeriod)).toEqual({ kind: 'past-due', cancellable: true })
    expect(membershipStanding({ ...pastDue, status: 'removed' }, inPeriod)).toEqual({
      kind: 'ended',
    })
    expect(membershipStanding(member({ plan: 'recurring', subscription: null }), inPeriod)).toEqual(
      { kind: 'ended' },
    )
  })
})
