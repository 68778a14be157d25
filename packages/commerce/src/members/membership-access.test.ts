import { describe, expect, it } from 'vitest'
import type { SubscriptionState } from '../checkout/subscription-status.js'
import {
  hasMemberAccess,
  membershipOpens,
  paidUntil,
  type MembershipFacts,
} from './membership-access.js'

const started = Date.parse('2026-01-10T12:00:00Z')
const monthly = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'active',
  startedAt: started,
  billingPeriod: { value: 1, unit: 'MONTH' },
  numBillingCycles: 0,
  cyclesBilled: 1,
  failedAttempts: 0,
  nextChargeAt: Date.parse('2026-02-10T12:00:00Z'),
  endedAt: null,
  ...over,
})
const at = (iso: string) => new Date(iso)
const member = (over: Partial<MembershipFacts> = {}): MembershipFacts => ({
  memberAreaId: 'area-1',
  plan: 'free',
  status: 'active',
  ...over,
})

describe('membership access', () => {
  it('opens only the area the membership belongs to', () => {
    const now = at('2026-03-01T00:00:00Z')
    expect(hasMemberAccess([member()], 'area-1', now)).toBe(true)
    expect(hasMemberAccess([member()], 'area-2', now)).toBe(false)
    expect(hasMemberAccess([], 'area-1', now)).toBe(false)
  })

  it('a free, one-time or comp membership opens while active and never once removed', () => {
    const now = at('2030-01-01T00:00:00Z')
    for (const plan of ['free', 'one-time', 'comp'] as const) {
      expect(membershipOpens(member({ plan }), now)).toBe(true)
      expect(membershipOpens(member({ plan, status: 'removed' }), now)).toBe(false)
      expect(membershipOpens(member({ plan, status: 'cancelled' }), now)).toBe(false)
    }
  })

  it('a recurring membership opens while its subscription is active', () => {
    const facts = member({ plan: 'recurring', subscription: monthly() })
    expect(membershipOpens(facts, at('2026-01-20T00:00:00Z'))).toBe(true)
    expect(membershipOpens(member({ plan: 'recurring' }), at('2026-01-20T00:00:00Z'))).toBe(false)
  })

  it('a cancelled paid membership keeps access until the end of the paid period, not after', () => {
    const subscription = monthly({ status: 'cancelled', nextChargeAt: null, endedAt: started })
    expect(paidUntil(subscription)).toBe(Date.parse('2026-02-10T12:00:00Z'))
    const facts = member({ plan: 'recurring', subscription })
    expect(membershipOpens(facts, at('2026-02-10T11:59:59.999Z'))).toBe(true)
    expect(membershipOpens(facts, at('2026-02-10T12:00:00Z'))).toBe(false)
    const byMember = member({ plan: 'recurring', status: 'cancelled', subscription: monthly() })
    expect(membershipOpens(byMember, at('2026-02-01T00:00:00Z'))).toBe(true)
    expect(membershipOpens(byMember, at('2026-02-11T00:00:00Z'))).toBe(false)
  })

  it('a renewal that failed (past due) ends access; a removed recurring member has none', () => {
    const pastDue = member({ plan: 'recurring', subscription: monthly({ status: 'past_due' }) })
    expect(membershipOpens(pastDue, at('2026-02-11T00:00:00Z'))).toBe(false)
    const removed = member({ plan: 'recurring', status: 'removed', subscription: monthly() })
    expect(membershipOpens(removed, at('2026-01-20T00:00:00Z'))).toBe(false)
  })

  it('a comp membership opens any time, however long ago it was given', () => {
    expect(hasMemberAccess([member({ plan: 'comp' })], 'area-1', at('2099-01-01T00:00:00Z'))).toBe(
      true,
    )
  })
})
