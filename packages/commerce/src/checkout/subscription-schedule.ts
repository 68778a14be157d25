import type { BillingUnit } from '../subscription-wording.js'

export interface BillingPeriod {
  readonly value: number
  readonly unit: BillingUnit
}

const DAY_MS = 86_400_000

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()
}

function addMonthsClamped(start: Date, months: number): Date {
  const target = start.getUTCMonth() + months
  const year = start.getUTCFullYear() + Math.floor(target / 12)
  const month = ((target % 12) + 12) % 12
  const day = Math.min(start.getUTCDate(), daysInMonth(year, month))
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  )
}

/**
 * When billing cycle `cycle` falls (cycle 0 is the first payment, at `start`), in UTC. Every date
 * is counted from the start rather than from the previous one, so a subscription begun on
 * 31 January bills on 28 (or 29) February and then on 31 March again; a month that is too short
 * bills on its last day.
 */
export function nextBillingDate(start: Date, period: BillingPeriod, cycle: number): Date {
  if (!Number.isSafeInteger(cycle) || cycle < 0) throw new RangeError('cycle must be 0 or more')
  if (!Number.isSafeInteger(period.value) || period.value < 1) {
    throw new RangeError('a billing period lasts at least 1 unit')
  }
  switch (period.unit) {
    case 'WEEK':
      return new Date(start.getTime() + cycle * period.value * 7 * DAY_MS)
    case 'MONTH':
      return addMonthsClamped(start, cycle * period.value)
    case 'YEAR':
      return addMonthsClamped(start, cycle * period.value * 12)
  }
}

/**
 * Whether the cycles billed so far complete the plan, so nothing more is charged. A plan with
 * `numBillingCycles` 0 bills until cancelled (SPEC §3) and never completes.
 */
export function isFinalCycle(numBillingCycles: number, cyclesBilled: number): boolean {
  return numBillingCycles > 0 && cyclesBilled >= numBillingCycles
}

/**
 * Days after a renewal's due date on which a failed charge is tried again. When the last retry
 * fails too, the subscription is past due.
 */
export const RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 7]

/** When to retry after the `failedAttempts`-th failure of a renewal due at `dueAt`; null when done. */
export function renewalRetryAt(dueAt: Date, failedAttempts: number): Date | null {
  const days = RENEWAL_RETRY_DAYS[failedAttempts - 1]
  return days === undefined ? null : new Date(dueAt.getTime() + days * DAY_MS)
}

/**
 * Days a subscription stays past due (after its last retry, `RENEWAL_RETRY_DAYS`' last day)
 * before it is cancelled, while the subscriber can still pay through the mail's link.
 */
export const PAST_DUE_CANCEL_DAYS = 7

/** When a past-due subscription whose renewal was due at `dueAt` is cancelled. */
export function pastDueCancelAt(dueAt: Date): Date {
  const lastRetry = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1] ?? 0
  return new Date(dueAt.getTime() + (lastRetry + PAST_DUE_CANCEL_DAYS) * DAY_MS)
}
