import type { OrderDocument } from '../../orders/order-document.js'
import { withSiteUserTables } from '../../storage/site-user-tables.js'
import type { Storage } from '../../storage/open-storage.js'
import { paymentStatusOf } from './payment-status.js'
import type { PaymentStatus } from './payment-status.js'
import { refundableCents } from './refund-allocation.js'
import { linesPaidCents } from './lines-paid.js'
import { orderLinePictures, orderShop, type OrderShop } from './order-line-pictures.js'

export interface OrderDetailLine {
  id: string
  itemId: string
  sku: string
  title: string
  kind: string
  /** The variant's attributes ("Size: M"), when the variant still exists. */
  variant: Record<string, string>
  quantity: number
  unitPriceCents: number
  /** What the customer paid for the whole line: after discounts, with the tax added on it. */
  paidCents: number
  additionalFields: string | null
  /** The variant's own picture, else the product's first; null when gone (issue 22). */
  pictureUrl: string | null
  fulfilledQuantity: number
  refundedQuantity: number
  restockedQuantity: number
  stockTaken: number
}

export interface OrderDetail {
  id: string
  orderNumber: number
  createdAt: string
  updatedAt: string
  status: string
  paymentStatus: PaymentStatus
  fulfillmentStatus: string
  trackingNumber: string | null
  fulfilledAt: string | null
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
  paymentProvider: string
  shippingAddress: OrderDocument['shippingAddress']
  billingAddress: OrderDocument['billingAddress']
  shippingOption: OrderDocument['shippingOption']
  coupons: OrderDocument['coupons']
  giftCards: OrderDocument['giftCards']
  taxes: OrderDocument['taxes']
  cardLast4: string | null
  /** The shop's name and address, for the packing slip. */
  shop: OrderShop
  lines: OrderDetailLine[]
  payments: Array<{
    id: string
    provider: string
    status: string
    amountCents: number
    cardLast4: string | null
    createdAt: string
  }>
  events: Array<{
    id: string
    kind: string
    message: string
    data: unknown
    actor: string | null
    createdAt: string
  }>
  customer: { ordersCount: number; siteUserId: string | null }
  /** The payment's disputes as the provider last told them (its dispute events, newest kept). */
  disputes: OrderDispute[]
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

const closedDisputeStatuses = new Set(['won', 'lost', 'warning_closed', 'charge_refunded'])

/** Each dispute once, as its latest event left it (events are oldest first). */
export function disputesOf(
  events: ReadonlyArray<{ kind: string; data: unknown; createdAt: string }>,
): OrderDispute[] {
  const disputes = new Map<string, OrderDispute>()
  for (const event of events) {
    if (event.kind !== 'disputed' || event.data === null || typeof event.data !== 'object') continue
    const data = event.data as Record<string, unknown>
    if (typeof data.disputeId !== 'string') continue
    // Events may arrive out of order: a closed dispute never reopens.
    const known = disputes.get(data.disputeId)
    if (known !== undefined && closedDisputeStatuses.has(known.status)) continue
    disputes.set(data.disputeId, {
      id: data.disputeId,
      amountCents: typeof data.amountCents === 'number' ? data.amountCents : 0,
      currency: typeof data.currency === 'string' ? data.currency : '',
      reason: typeof data.reason === 'string' ? data.reason : '',
      status: typeof data.status === 'string' ? data.status : '',
      evidenceDueBy: typeof data.evidenceDueBy === 'string' ? data.evidenceDueBy : null,
      updatedAt: event.createdAt,
    })
  }
  return [...disputes.values()]
}

/** Everything the order page shows, read in a handful of indexed queries. */
export async function orderDetail(
  storage: Storage,
  websiteId: string,
  orderId: string,
): Promise<OrderDetail | undefined> {
  const { db, dialect } = storage
  const order = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  if (order === undefined) return undefined
  const [lines, payments, events, ordersCount, siteUser] = await Promise.all([
    db
      .selectFrom('orderLines')
      .leftJoin('productVariants', (join) =>
        join
          .onRef('productVariants.sku', '=', 'orderLines.sku')
          .on('productVariants.websiteId', '=', websiteId),
      )
      .selectAll('orderLines')
      .select('productVariants.attributes')
      .where('orderLines.orderId', '=', order.id)
      .orderBy('orderLines.position')
      .execute(),
    db
      .selectFrom('payments')
      .select(['id', 'provider', 'status', 'amountCents', 'cardLast4', 'createdAt'])
      .where('orderId', '=', order.id)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('orderEvents')
      .selectAll()
      .where('orderId', '=', order.id)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('websiteId', '=', websiteId)
      .where('email', '=', order.email)
      .where('status', 'in', ['paid', 'received', 'cancelled'])
      .executeTakeFirstOrThrow(),
    withSiteUserTables(db)
      .selectFrom('siteUsers')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('email', '=', order.email)
      .executeTakeFirst(),
  ])
  const document = dialect.decodeJson<OrderDocument>(order.document)
  const decoded = events.map((event) => ({
    id: event.id,
    kind: event.kind,
    message: event.message,
    data: event.data === null ? null : dialect.decodeJson(event.data),
    actor: event.actor,
    createdAt: event.createdAt,
  }))
  const paid = linesPaidCents(order, lines, document)
  const [pictures, shop] = await Promise.all([
    orderLinePictures(storage, websiteId, lines),
    orderShop(storage, websiteId),
  ])
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    status: order.status,
    paymentStatus: paymentStatusOf(order),
    fulfillmentStatus: order.fulfillmentStatus,
    trackingNumber: order.trackingNumber,
    fulfilledAt: order.fulfilledAt,
    cancelledAt: order.cancelledAt,
    testMode: order.testMode === 1,
    email: order.email,
    customerName: order.customerName,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    giftCardCents: order.giftCardCents,
    grandTotalCents: order.grandTotalCents,
    amountDueCents: order.amountDueCents,
    refundedCents: order.refundedCents,
    refundableCents: refundableCents(order),
    paymentProvider: order.paymentProvider,
    shippingAddress: document.shippingAddress ?? null,
    billingAddress: document.billingAddress ?? null,
    shippingOption: document.shippingOption ?? null,
    coupons: document.coupons ?? [],
    giftCards: document.giftCards ?? [],
    taxes: document.taxes ?? [],
    cardLast4: document.cardLast4 ?? null,
    shop,
    lines: lines.map((line, position) => ({
      id: line.id,
      itemId: line.itemId,
      sku: line.sku,
      title: line.title,
      kind: line.kind,
      variant: variantAttributes(dialect.decodeJson(line.attributes ?? '{}')),
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      paidCents: paid[position] ?? 0,
      additionalFields: line.additionalFields,
      pictureUrl: pictures.get(line.id) ?? null,
      fulfilledQuantity: line.fulfilledQuantity,
      refundedQuantity: line.refundedQuantity,
      restockedQuantity: line.restockedQuantity,
      stockTaken: line.stockTaken,
    })),
    payments,
    events: decoded,
    customer: { ordersCount: Number(ordersCount.n), siteUserId: siteUser?.id ?? null },
    disputes: disputesOf(decoded),
  }
}

function variantAttributes(raw: unknown): Record<string, string> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = String(value)
  }
  return out
}
