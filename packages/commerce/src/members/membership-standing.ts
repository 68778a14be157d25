import { membershipOpens, paidUntil, type MembershipFacts } from './membership-access.js'

/**
 * How a customer's membership stands, as their account shows it (issue 21): active (a recurring
 * one with its next renewal), ending (cancelled, open until the end of the paid period), past due
 * (a renewal failed: closed until paid), or ended. Built on `membershipOpens`, so the page never
 * says "open" where the gate says closed.
 */
export type MembershipStanding =
  | { kind: 'active'; renewsAt: number | null; cancellable: boolean }
  | { kind: 'ending'; accessUntil: number }
  | { kind: 'past-due'; cancellable: boolean }
  | { kind: 'ended' }

export function membershipStanding(membership: MembershipFacts, now: Date): MembershipStanding {
  const subscription = membership.plan === 'recurring' ? membership.subscription : undefined
  // The member may end what is still billed: an active or past-due subscription.
  const cancellable =
    membership.status === 'active' &&
    subscription !== undefined &&
    subscription !== null &&
    (subscription.status === 'active' || subscription.status === 'past_due')
  if (membership.status !== 'removed' && subscription?.status === 'past_due') {
    return { kind: 'past-due', cancellable }
  }
  if (!membershipOpens(membership, now)) return { kind: 'ended' }
  if (subscription === undefined || subscription === null) {
    return { kind: 'active', renewsAt: null, cancellable: false }
  }
  if (subscription.status === 'active' && membership.status === 'active') {
    return { kind: 'active', renewsAt: subscription.nextChargeAt, cancellable }
  }
  return { kind: 'ending', accessUntil: paidUntil(subscription) }
}
