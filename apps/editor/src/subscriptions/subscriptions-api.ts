import { api } from '../api/http.js'
import type { FulfillmentStatus, PaymentStatus } from '../orders/orders-api.js'

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'completed'

export interface SubscriptionRow {
  id: string
  email: string
  title: string
  status: SubscriptionStatus
  nextBillingAt: string | null
  amountCents: number
  currency: string
  startedAt: string
  cyclesBilled: number
  numBillingCycles: number
  orderId: string
  orderNumber: number
  customerName: string
  /** A renewal that failed: why, the next try (active) or the day it is cancelled (past due). */
  renewalFailure: { message: string; retryAt: string | null; cancelAt: string | null } | null
}

export interface RenewalOrder {
  id: string
  orderNumber: number
  createdAt: string
  paymentStatus: PaymentStatus
  fulfillmentStatus: FulfillmentStatus
  grandTotalCents: number
  currency: string
}

const url = (id: string) => `/api/editor/subscriptions/${encodeURIComponent(id)}`

/** The owner's subscriptions (the server's back-office subscriptions area). */
export const subscriptionsApi = {
  list: (status: SubscriptionStatus | '', page: number) => {
    const params = new URLSearchParams()
    if (status !== '') params.set('status', status)
    if (page > 1) params.set('page', String(page))
    const query = params.toString()
    return api<{ subscriptions: SubscriptionRow[]; page: number; hasNextPage: boolean }>(
      'GET',
      `/api/editor/subscriptions${query === '' ? '' : `?${query}`}`,
    )
  },
  renewals: (id: string) => api<{ renewals: RenewalOrder[] }>('GET', `${url(id)}/renewals`),
  cancel: (id: string) => api<{ status: string }>('POST', `${url(id)}/cancel`, {}),
}
