import {
  isFinalCycle,
  nextBillingDate,
  renewalRetryAt,
  type BillingPeriod,
} from './subscription-schedule.js'

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'completed'

/** What the server stores about a subscription's billing; instants in epoch ms. */
export interface SubscriptionState {
  readonly status: SubscriptionStatus
  readonly startedAt: number
  readonly billingPeriod: BillingPeriod
  /** 0 bills until cancelled. */
  readonly numBillingCycles: number
  /** Payments taken, the first one included. */
  readonly cyclesBilled: number
  /** Failed charges of the renewal now due. */
  readonly failedAttempts: number
  /** When the worker next charges (a renewal or a retry); null when nothing is scheduled. */
  readonly nextChargeAt: number | null
  readonly endedAt: number | null
}

export type SubscriptionEvent =
  | { readonly type: 'renewal-paid'; readonly at: Date }
  | { readonly type: 'renewal-failed'; readonly at: Date }
  | { readonly type: 'cancel'; readonly at: Date }

export type SubscriptionTransition =
  | { readonly ok: true; readonly state: SubscriptionState }
  | {
      readonly ok: false
      readonly code: 'invalid-transition'
      readonly status: SubscriptionStatus
      readonly event: SubscriptionEvent['type']
    }

function afterPayment(state: SubscriptionState, at: Date): SubscriptionState {
  const cyclesBilled = state.cyclesBilled + 1
  if (isFinalCycle(state.numBillingCycles, cyclesBilled)) {
    return {
      ...state,
      status: 'completed',
      cyclesBilled,
      failedAttempts: 0,
      nextChargeAt: null,
      endedAt: at.getTime(),
    }
  }
  const next = nextBillingDate(new Date(state.startedAt), state.billingPeriod, cyclesBilled)
  return {
    ...state,
    status: 'active',
    cyclesBilled,
    failedAttempts: 0,
    nextChargeAt: next.getTime(),
  }
}

/** A subscription whose first payment was just taken at `startedAt`. */
export function startSubscription(input: {
  readonly startedAt: Date
  readonly billingPeriod: BillingPeriod
  readonly numBillingCycles: number
}): SubscriptionState {
  const before: SubscriptionState = {
    status: 'active',
    startedAt: input.startedAt.getTime(),
    billingPeriod: input.billingPeriod,
    numBillingCycles: input.numBillingCycles,
    cyclesBilled: 0,
    failedAttempts: 0,
    nextChargeAt: null,
    endedAt: null,
  }
  return afterPayment(before, input.startedAt)
}

/**
 * Subscription status transitions: active → past_due (after the retries of `RENEWAL_RETRY_DAYS`
 * fail) → cancelled; active or past_due → cancelled on request; active → completed once the last
 * cycle is paid; past_due → active when the renewal is paid late (the schedule keeps its dates).
 * Cancelled and completed are final.
 */
export function subscriptionReducer(
  state: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionTransition {
  const invalid = {
    ok: false,
    code: 'invalid-transition',
    status: state.status,
    event: event.type,
  } as const
  if (state.status === 'cancelled' || state.status === 'completed') return invalid
  switch (event.type) {
    case 'renewal-paid':
      return { ok: true, state: afterPayment(state, event.at) }
    case 'cancel':
      return {
        ok: true,
        state: { ...state, status: 'cancelled', nextChargeAt: null, endedAt: event.at.getTime() },
      }
    case 'renewal-failed': {
      if (state.status === 'past_due') return invalid
      const failedAttempts = state.failedAttempts + 1
      const due = nextBillingDate(
        new Date(state.startedAt),
        state.billingPeriod,
        state.cyclesBilled,
      )
      const retry = renewalRetryAt(due, failedAttempts)
      return {
        ok: true,
        state: retry
          ? { ...state, failedAttempts, nextChargeAt: retry.getTime() }
          : { ...state, status: 'past_due', failedAttempts, nextChargeAt: null },
      }
    }
  }
}
