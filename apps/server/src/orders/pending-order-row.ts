import type { OrderQuote } from '@atelier/commerce'
import type { OrderDocument } from './order-document.js'
import type { OrderRow } from './order-queries.js'
import { hashOrderToken, orderToken } from './order-token.js'
import type { StockedLine } from './take-stock.js'
import type { ReservedLine } from './insert-pending-order.js'

/** What a reservation decided about its order; the rest of the row follows from it. */
export interface PendingOrder {
  id: string
  websiteId: string
  orderNumber: number
  cartId: string
  idempotencyKey: string
  /** The order-link secret the order's token is derived from. */
  secret: string
  email: string
  quote: OrderQuote
  testMode: OrderRow['testMode']
  paymentProvider: string
  isSubscription: OrderRow['isSubscription']
  lines: readonly StockedLine[]
  document: OrderDocument
  now: Date
  reservationMs: number
}

/** The row of an order just reserved: pending, unpaid, unfulfilled, held until its reservation ends. */
export function pendingOrderRow(order: PendingOrder): OrderRow {
  const { quote } = order
  const at = order.now.toISOString()
  return {
    id: order.id,
    websiteId: order.websiteId,
    orderNumber: order.orderNumber,
    cartId: order.cartId,
    idempotencyKey: order.idempotencyKey,
    tokenHash: hashOrderToken(orderToken(order.secret, order.id)),
    status: 'pending',
    failureCode: null,
    failureMessage: null,
    email: order.email,
    currency: quote.currency,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    shippingCents: quote.shippingCostCents,
    taxCents: quote.taxCents,
    giftCardCents: quote.giftCardCents,
    grandTotalCents: quote.grandTotalCents,
    amountDueCents: quote.amountDueCents,
    testMode: order.testMode,
    paymentProvider: order.paymentProvider,
    isSubscription: order.isSubscription,
    fulfillmentStatus: order.lines.some((line) => line.kind === 'physical')
      ? 'unfulfilled'
      : 'not-required',
    trackingNumber: null,
    fulfilledAt: null,
    document: order.document,
    reservedUntil: new Date(order.now.getTime() + order.reservationMs).toISOString(),
    createdAt: at,
    updatedAt: at,
  }
}

/** The order lines of stock just taken, each with the extra fields its cart entry asked for. */
export function reservedLines(
  lines: readonly StockedLine[],
  additionalFieldsAt: (position: number) => ReservedLine['additionalFields'],
): ReservedLine[] {
  return lines.map((line, position) => ({
    itemId: line.itemId,
    sku: line.sku,
    title: line.title,
    kind: line.kind,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    stockTaken: line.stockTaken,
    additionalFields: additionalFieldsAt(position),
  }))
}
