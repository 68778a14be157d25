import { nextBillingDate } from '../checkout/subscription-schedule.js'
import type { SubscriptionState } from '../checkout/subscription-status.js'

/** How a member came to an area: signed up free, paid once, pays each period, or given it. */
export type MembershipPlan = 'free' | 'one-time' | 'recurring' | 'comp'

/** active, or ended by the owner (removed) or the member (cancelled). */
export type MembershipStatus = 'active' | 'cancelled' | 'removed'

export interface MembershipFacts {
  readonly memberAreaId: string
  readonly plan: MembershipPlan
  readonly status: MembershipStatus
  /** A recurring plan's subscription; its billing decides how long access lasts. */
  readonly subscription?: SubscriptionState | null
}

/**
 * The end of the period a recurring membership has paid for: the next billing date after the
 * cycles already billed, in epoch ms.
 */
export function paidUntil(subscription: SubscriptionState): number {
  return nextBillingDate(
    new Date(subscription.startedAt),
    subscription.billingPeriod,
    subscription.cyclesBilled,
  ).getTime()
}

/**
 * Whether one membership opens its area at `now`. Removed never does. Free, one-time and comp
 * memberships open while active. A recurring one opens while its subscription is active; once
 * cancelled (by the member or the subscription) or completed it keeps access until the end of the
 * period paid for; a renewal that failed (past due) ends access at once.
 */
export function membershipOpens(membership: MembershipFacts, now: Date): boolean {
  if (membership.status === 'removed') return false
  if (membership.plan !== 'recurring') return membership.status === 'active'
  const subscription = membership.subscription
  if (subscription === undefined || subscription === null) return false
  if (subscription.status === 'past_due') return false
  if (subscription.status === 'active' && membership.status === 'active') return true
  return now.getTime() < paidUntil(subscription)
}

/** Whether any of a customer's memberships opens the area `memberAreaId` at `now`. */
export function hasMemberAccess(
  memberships: readonly MembershipFacts[],
  memberAreaId: string,
  now: Date,
): boolean {
  return memberships.some(
    (membership) => membership.memberAreaId === memberAreaId && membershipOpens(membership, now),
  )
}
