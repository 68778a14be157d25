import type { BillingPeriod, SubscriptionState, SubscriptionStatus } from '@atelier/commerce'
import type { Selectable } from 'kysely'
import type { SubscriptionsTable } from '../../storage/tables/subscription-tables.js'
import type { Dialect } from '../../storage/dialect.js'

export type SubscriptionRow = Selectable<SubscriptionsTable>

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())
const ms = (text: string | null) => (text === null ? null : new Date(text).getTime())

/** The stored row as the pure subscription reducer reads it. */
export function subscriptionStateOf(row: SubscriptionRow, dialect: Dialect): SubscriptionState {
  return {
    status: row.status as SubscriptionStatus,
    startedAt: new Date(row.startedAt).getTime(),
    billingPeriod: dialect.decodeJson<BillingPeriod>(row.billingPeriod),
    numBillingCycles: row.numBillingCycles,
    cyclesBilled: row.cyclesBilled,
    failedAttempts: row.failedAttempts,
    nextChargeAt: ms(row.nextBillingAt),
    endedAt: ms(row.endedAt),
  }
}

/** The columns a new state changes. */
export function subscriptionColumnsOf(state: SubscriptionState, now: Date) {
  return {
    status: state.status,
    cyclesBilled: state.cyclesBilled,
    failedAttempts: state.failedAttempts,
    nextBillingAt: iso(state.nextChargeAt),
    endedAt: iso(state.endedAt),
    updatedAt: now.toISOString(),
  }
}
