import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { AnalyticsEventRow } from './ingest-queue.js'
import { siteDay } from './site-day.js'

export interface OrderForAnalytics {
  id: string
  websiteId: string
  orderNumber: number
  cartId: string
  currency: string
  grandTotalCents: number
  shippingCents: number
  taxCents: number
  testMode: number
}

export interface OrderLineForAnalytics {
  itemId: string
  sku: string
  title: string
  quantity: number
  unitPriceCents: number
}

/**
 * The purchase and order-confirmed events (SPEC §7), written by the server in the transaction that
 * confirms the order, so a blocked or closed visitor script never loses a sale: one `order` row
 * (value = grand total in minor units) and one `order-line` row per line for the products table.
 */
export async function recordOrderEvents(
  db: Kysely<Database>,
  input: {
    order: OrderForAnalytics
    lines: readonly OrderLineForAnalytics[]
    timeZone: string | undefined
    now: Date
    /** The buyer's experiment assignments (`name:variant|…`): conversion by variant. */
    experiments?: string
  },
): Promise<void> {
  const { order, now } = input
  const base = {
    websiteId: order.websiteId,
    at: now.toISOString(),
    day: siteDay(now, input.timeZone),
    visitorHash: '',
    sessionId: '',
    path: '/checkout',
    referrer: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    device: '',
    browser: '',
    experiments: input.experiments ?? '',
  }
  const purchase = {
    transactionId: String(order.orderNumber),
    value: order.grandTotalCents,
    shipping: order.shippingCents,
    tax: order.taxCents,
    currency: order.currency,
    items: input.lines.map((line) => ({
      id: line.itemId,
      name: line.title,
      quantity: line.quantity,
      price: line.unitPriceCents,
    })),
  }
  const orderConfirmed = {
    orderId: order.id,
    cartId: order.cartId,
    testMode: order.testMode === 1,
    websiteId: order.websiteId,
  }
  const rows: AnalyticsEventRow[] = [
    {
      ...base,
      id: newId(),
      kind: 'order',
      name: order.id,
      value: order.grandTotalCents,
      data: JSON.stringify({ purchase, orderConfirmed }),
    },
    ...input.lines.map((line) => ({
      ...base,
      id: newId(),
      kind: 'order-line',
      name: line.itemId,
      value: line.unitPriceCents * line.quantity,
      data: JSON.stringify({ title: line.title, quantity: line.quantity, sku: line.sku }),
    })),
  ]
  await db.insertInto('analyticsEvents').values(rows).execute()
}
