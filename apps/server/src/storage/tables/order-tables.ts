import type { Generated } from 'kysely'
import type { Flag, JsonColumn } from '../column-types.js'

// The tables of orders (migration 0005 and later): checkout settings, orders and their lines,
// payments, coupon redemptions, download grants, the back office's events and search terms.

export interface CheckoutSettingsTable {
  websiteId: string
  /** Shipping options, tax rules and coupons of the store; carries its own `schemaVersion`. */
  document: JsonColumn
  lastOrderNumber: Generated<number>
}

export interface OrdersTable {
  id: string
  websiteId: string
  orderNumber: number
  cartId: string
  idempotencyKey: string
  /** SHA-256 of the secret in the order-status link. */
  tokenHash: string
  /** pending | paid | received | failed */
  status: string
  failureCode: string | null
  failureMessage: string | null
  email: string
  currency: string
  subtotalCents: number
  discountCents: number
  shippingCents: number
  taxCents: number
  giftCardCents: number
  grandTotalCents: number
  amountDueCents: number
  testMode: Flag
  paymentProvider: string
  isSubscription: Generated<Flag>
  document: JsonColumn
  /** While pending: when the worker may release the reservation. */
  reservedUntil: string | null
  createdAt: string
  updatedAt: string
  // Migration 0006 (order fulfilment).
  /** unfulfilled | fulfilled | not-required (nothing to ship) */
  fulfillmentStatus: Generated<string>
  trackingNumber: string | null
  fulfilledAt: string | null
  // Migrations 0020 and 0021 (the orders back office).
  refundedCents: Generated<number>
  /** "First Last" of the shipping (else billing) address, for the back office's search. */
  customerName: Generated<string>
  cancelledAt: Generated<string | null>
}

export interface OrderLinesTable {
  id: string
  orderId: string
  itemId: string
  sku: string
  title: string
  /** physical | digital | service | gift-card | paywall | unknown */
  kind: string
  quantity: number
  unitPriceCents: number
  /** Units taken from stock (0 for unlimited variants); given back on release. */
  stockTaken: number
  additionalFields: string | null
  position: number
  // Migrations 0020 and 0021 (the orders back office).
  fulfilledQuantity: Generated<number>
  refundedQuantity: Generated<number>
  /** Units given back to stock by a refund or a cancellation. */
  restockedQuantity: Generated<number>
}

export interface PaymentsTable {
  id: string
  orderId: string
  subscriptionId: string | null
  provider: string
  /** authorized | captured | declined | refunded | due */
  status: string
  amountCents: number
  currency: string
  providerReference: string | null
  cardLast4: string | null
  idempotencyKey: string
  createdAt: string
}

export interface CouponRedemptionsTable {
  id: string
  websiteId: string
  code: string
  orderId: string
  email: string
  createdAt: string
}

export interface DownloadGrantsTable {
  id: string
  orderId: string
  itemId: string
  title: string
  downloads: Generated<number>
  maxDownloads: number
  expiresAt: string
  createdAt: string
}

export interface OrderEventsTable {
  id: string
  orderId: string
  /** placed | paid | fulfilled | refunded | cancelled | note | confirmation-resent */
  kind: string
  message: string
  data: JsonColumn | null
  actor: string | null
  createdAt: string
}

export interface OrderSearchTermsTable {
  websiteId: string
  /** A lower-cased word of the customer's name, or the email. */
  term: string
  orderId: string
}
