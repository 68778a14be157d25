import { api } from '../api/http.js'

export type PaymentStatus =
  'pending' | 'failed' | 'unpaid' | 'paid' | 'partially-refunded' | 'refunded' | 'voided'

export type FulfillmentStatus = 'unfulfilled' | 'partial' | 'fulfilled' | 'not-required'

export interface OrderRow {
  id: string
  orderNumber: number
  createdAt: string
  email: string
  customerName: string
  status: string
  paymentStatus: PaymentStatus
  fulfillmentStatus: FulfillmentStatus
  currency: string
  grandTotalCents: number
  refundedCents: number
  itemCount: number
  testMode: boolean
}

export interface OrderFilter {
  q?: string
  payment?: PaymentStatus | ''
  fulfillment?: FulfillmentStatus | ''
  from?: string
  to?: string
}

export interface Address {
  firstName?: string
  lastName?: string
  address1?: string
  address2?: string
  city?: string
  region?: string
  postalCode?: string
  country?: string
  phone?: string
}

export interface OrderLine {
  id: string
  itemId: string
  sku: string
  title: string
  kind: string
  variant: Record<string, string>
  quantity: number
  unitPriceCents: number
  /** What the customer paid for the whole line: after discounts, with the tax added on it. */
  paidCents: number
  additionalFields: string | null
  /** The variant's own picture, else the product's first. */
  pictureUrl: string | null
  fulfilledQuantity: number
  refundedQuantity: number
  restockedQuantity: number
  stockTaken: number
}

export interface OrderEvent {
  id: string
  kind: string
  message: string
  data: Record<string, unknown> | null
  actor: string | null
  createdAt: string
}

export interface OrderDispute {
  id: string
  amountCents: number
  currency: string
  reason: string
  status: string
  evidenceDueBy: string | null
  updatedAt: string
}

export interface OrderDetail {
  id: string
  orderNumber: number
  createdAt: string
  status: string
  paymentStatus: PaymentStatus
  fulfillmentStatus: FulfillmentStatus
  trackingNumber: string | null
  cancelledAt: string | null
  testMode: boolean
  email: string
  customerName: string
  currency: string
  subtotalCents: number
  discountCents: number
  shippingCents: number
  taxCents: number
  giftCardCents: number
  grandTotalCents: number
  amountDueCents: number
  refundedCents: number
  refundableCents: number
  /** The shop's name and address, heading the packing slip. */
  shop: { name: string; address: string }
  paymentProvider: string
  shippingAddress: Address | null
  billingAddress: Address | null
  shippingOption: { id: string; name: string; costCents: number } | null
  coupons: Array<{ code: string; discountCents: number }>
  giftCards: Array<{ giftCardId: string; last4: string; amountCents: number }>
  taxes: Array<{ name: string; ratePercent: string }>
  cardLast4: string | null
  lines: OrderLine[]
  payments: Array<{
    id: string
    provider: string
    status: string
    amountCents: number
    cardLast4: string | null
    createdAt: string
  }>
  events: OrderEvent[]
  customer: { ordersCount: number; siteUserId: string | null }
  disputes: OrderDispute[]
}

export interface OrdersPage {
  orders: OrderRow[]
  hasNextPage: boolean
  nextPageCursor: string | null
}

export function filterQuery(filter: OrderFilter, cursor?: string): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) {
    if (typeof value === 'string' && value.trim() !== '') params.set(key, value.trim())
  }
  if (cursor !== undefined) params.set('cursor', cursor)
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

const orderUrl = (id: string) => `/api/editor/orders/${encodeURIComponent(id)}`

/** The owner's orders (the server's back-office orders area). */
export const ordersApi = {
  list: (filter: OrderFilter, cursor?: string) =>
    api<OrdersPage>('GET', `/api/editor/orders${filterQuery(filter, cursor)}`),
  csvUrl: (filter: OrderFilter) => `/api/editor/orders.csv${filterQuery(filter)}`,
  detail: (id: string) => api<OrderDetail>('GET', orderUrl(id)),
  markPaid: (id: string) => api<unknown>('POST', `${orderUrl(id)}/mark-paid`, {}),
  fulfil: (
    id: string,
    body: {
      lines: Array<{ lineId: string; quantity: number }>
      carrier?: string
      trackingNumber?: string
      notifyCustomer: boolean
    },
  ) => api<unknown>('POST', `${orderUrl(id)}/fulfillments`, body),
  refund: (
    id: string,
    body: {
      lines: Array<{ lineId: string; quantity: number; restock: boolean }>
      amountCents?: number
      reason?: string
    },
  ) => api<{ amountCents: number }>('POST', `${orderUrl(id)}/refunds`, body),
  cancel: (id: string, reason: string) =>
    api<unknown>('POST', `${orderUrl(id)}/cancel`, reason === '' ? {} : { reason }),
  resend: (id: string) => api<unknown>('POST', `${orderUrl(id)}/resend-confirmation`, {}),
  note: (id: string, text: string) => api<unknown>('POST', `${orderUrl(id)}/notes`, { text }),
}
