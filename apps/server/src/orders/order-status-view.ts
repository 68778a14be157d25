import type { Storage } from '../storage/open-storage.js'
import { downloadPath, downloadSecret } from '../downloads/download-link.js'
import type { OrderDocument } from './order-document.js'
import { findOrderByTokenHash, listOrderLines } from './order-queries.js'
import { hashOrderToken } from './order-token.js'
import { nextBillingDate, pastDueCancelAt } from '@atelier/commerce'
import type { BillingPeriod } from '@atelier/commerce'
import { subscriptionPriceText } from '../checkout/order-presentation.js'

export interface OrderStatusView {
  id: string
  orderNumber: number
  status: string
  /** unfulfilled | fulfilled | not-required */
  fulfillmentStatus: string
  trackingNumber: string | null
  fulfilledAt: string | null
  email: string
  currency: string
  testMode: boolean
  isSubscription: boolean
  subtotalCents: number
  discountCents: number
  shippingCostCents: number
  taxCents: number
  giftCardCents: number
  grandTotalCents: number
  amountDueCents: number
  createdAt: string
  lines: Array<{
    title: string
    /** 'Size: 8 oz, Color: Oat', or '' for a single variant (and orders that did not keep it). */
    variant: string
    quantity: number
    unitPriceCents: number
    kind: string
  }>
  shippingAddress: OrderDocument['shippingAddress']
  billingAddress: OrderDocument['billingAddress']
  shippingOption: OrderDocument['shippingOption']
  coupons: OrderDocument['coupons']
  cardLast4: string | null
  downloads: Array<{
    title: string
    url: string
    downloads: number
    maxDownloads: number
    expiresAt: string
  }>
  subscription: {
    id: string
    title: string
    status: string
    nextBillingAt: string | null
    /** SPEC §9 wording: '$22.00 every month'. */
    priceText: string
    /**
     * A renewal that failed (dunning): why, and the next try (still active) or the day a past-due
     * subscription is cancelled; null while renewals succeed.
     */
    renewalFailure: { message: string; retryAt: string | null; cancelAt: string | null } | null
  } | null
  /** SPEC §7 events, null until the provider confirmed the payment (the order is paid). */
  purchaseEvent: OrderDocument['purchaseEvent'] | null
  orderConfirmedEvent: OrderDocument['orderConfirmedEvent'] | null
}

/** The order behind a status link, as the order pages and `GET /api/commerce/orders/{token}` show it. */
export async function orderStatusView(
  storage: Storage,
  websiteId: string,
  token: string,
): Promise<OrderStatusView | undefined> {
  const db = storage.db
  const order = await findOrderByTokenHash(db, websiteId, hashOrderToken(token))
  if (order === undefined) return undefined
  const document = storage.dialect.decodeJson<OrderDocument>(order.document)
  const lines = await listOrderLines(db, order.id)
  const grants = await db
    .selectFrom('downloadGrants')
    .selectAll()
    .where('orderId', '=', order.id)
    .orderBy('createdAt')
    .execute()
  const secret = grants.length === 0 ? '' : await downloadSecret(db)
  const subscription = await db
    .selectFrom('subscriptions')
    .select([
      'id',
      'title',
      'status',
      'nextBillingAt',
      'amountCents',
      'currency',
      'billingPeriod',
      'numBillingCycles',
      'startedAt',
      'cyclesBilled',
      'failedAttempts',
      'lastFailureMessage',
    ])
    .where('orderId', '=', order.id)
    .executeTakeFirst()
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfillmentStatus: order.fulfillmentStatus,
    trackingNumber: order.trackingNumber,
    fulfilledAt: order.fulfilledAt,
    email: order.email,
    currency: order.currency,
    testMode: order.testMode === 1,
    isSubscription: order.isSubscription === 1,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCostCents: order.shippingCents,
    taxCents: order.taxCents,
    giftCardCents: order.giftCardCents,
    grandTotalCents: order.grandTotalCents,
    amountDueCents: order.amountDueCents,
    createdAt: order.createdAt,
    lines: lines.map(({ title, quantity, unitPriceCents, kind }, position) => ({
      title,
      variant: document.lineVariants?.[position] ?? '',
      quantity,
      unitPriceCents,
      kind,
    })),
    shippingAddress: document.shippingAddress,
    billingAddress: document.billingAddress,
    shippingOption: document.shippingOption,
    coupons: document.coupons,
    cardLast4: document.cardLast4,
    // Links only once paid: an offline order's downloads open when the owner marks it paid.
    downloads: (order.status === 'paid' ? grants : []).map((grant) => ({
      title: grant.title,
      url: downloadPath(secret, grant.id, new Date(grant.expiresAt)),
      downloads: grant.downloads,
      maxDownloads: grant.maxDownloads,
      expiresAt: grant.expiresAt,
    })),
    subscription:
      subscription === undefined
        ? null
        : {
            id: subscription.id,
            title: subscription.title,
            status: subscription.status,
            nextBillingAt: subscription.nextBillingAt,
            priceText: subscriptionPriceText({
              ...subscription,
              billingPeriod: storage.dialect.decodeJson(subscription.billingPeriod),
            }),
            renewalFailure: renewalFailureOf(subscription, storage.dialect),
          },
    // A page script may hand these to a tag service: never for an order not yet paid.
    purchaseEvent: order.status === 'paid' ? document.purchaseEvent : null,
    orderConfirmedEvent: order.status === 'paid' ? document.orderConfirmedEvent : null,
  }
}

/** The dunning state of a subscription, as its pages show it. */
export function renewalFailureOf(
  row: {
    status: string
    startedAt: string
    billingPeriod: unknown
    cyclesBilled: number
    failedAttempts: number
    nextBillingAt: string | null
    lastFailureMessage: string | null
  },
  dialect: { decodeJson<T>(value: unknown): T },
): { message: string; retryAt: string | null; cancelAt: string | null } | null {
  const failing = row.status === 'past_due' || (row.status === 'active' && row.failedAttempts > 0)
  if (!failing) return null
  const due = nextBillingDate(
    new Date(row.startedAt),
    dialect.decodeJson<BillingPeriod>(row.billingPeriod),
    row.cyclesBilled,
  )
  return {
    message: row.lastFailureMessage ?? '',
    retryAt: row.status === 'active' ? row.nextBillingAt : null,
    cancelAt: row.status === 'past_due' ? pastDueCancelAt(due).toISOString() : null,
  }
}
