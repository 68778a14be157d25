import { api } from '../api/http.js'
import type { Address, PaymentStatus, FulfillmentStatus } from '../orders/orders-api.js'

export interface CustomerRow {
  email: string
  name: string
  ordersCount: number
  totalSpentCents: number
  currency: string
  lastOrderAt: string
  accountStatus: 'none' | 'active' | 'disabled'
}

export interface CustomerDetail extends CustomerRow {
  orders: Array<{
    id: string
    orderNumber: number
    createdAt: string
    paymentStatus: PaymentStatus
    fulfillmentStatus: FulfillmentStatus
    grandTotalCents: number
    currency: string
  }>
  addresses: Address[]
  account: { id: string; createdAt: string; disabled: boolean } | null
  newsletters: Array<{ listName: string; status: string }>
  memberships: Array<{
    areaId: string
    areaName: string
    plan: 'free' | 'one-time' | 'recurring' | 'comp'
    status: 'active' | 'ending' | 'past-due' | 'ended'
    joinedAt: string
  }>
}

const query = (q: string, page?: number) => {
  const params = new URLSearchParams()
  if (q.trim() !== '') params.set('q', q.trim())
  if (page !== undefined && page > 1) params.set('page', String(page))
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

/** The owner's customers (the server's back-office customers area). */
export const customersApi = {
  list: (q: string, page: number) =>
    api<{ customers: CustomerRow[]; page: number; hasNextPage: boolean }>(
      'GET',
      `/api/editor/customers${query(q, page)}`,
    ),
  csvUrl: (q: string) => `/api/editor/customers.csv${query(q)}`,
  detail: (email: string) =>
    api<CustomerDetail>('GET', `/api/editor/customers/${encodeURIComponent(email)}`),
  setDisabled: (email: string, disabled: boolean) =>
    api<{ account: { disabled: boolean } }>(
      'POST',
      `/api/editor/customers/${encodeURIComponent(email)}/account/${disabled ? 'disable' : 'enable'}`,
    ),
  invite: (email: string) =>
    api<{ sent: boolean }>(
      'POST',
      `/api/editor/customers/${encodeURIComponent(email)}/account/invitation`,
    ),
}
