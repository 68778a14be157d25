import type { Generated } from 'kysely'
import type { JsonColumn } from '../column-types.js'

// The tables of subscriptions and their renewal claims.

export interface SubscriptionsTable {
  id: string
  websiteId: string
  orderId: string
  email: string
  itemId: string
  sku: string
  title: string
  quantity: number
  amountCents: number
  currency: string
  billingPeriod: JsonColumn
  numBillingCycles: number
  cyclesBilled: number
  provider: string
  /** The provider's reusable payment token, never a card number. */
  paymentToken: string | null
  /** active | past_due | cancelled | completed */
  status: string
  startedAt: string
  nextBillingAt: string | null
  failedAttempts: Generated<number>
  /** Why the last renewal failed (a payment failure code), null while renewals succeed. */
  lastFailureCode: Generated<string | null>
  lastFailureMessage: Generated<string | null>
  endedAt: string | null
  updatedAt: string
}

export interface SubscriptionRenewalsTable {
  id: string
  subscriptionId: string
  cycle: number
  attempt: number
  /** succeeded | failed */
  status: string
  amountCents: number
  createdAt: string
}
