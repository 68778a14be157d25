import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { WebhookEventType } from './webhook-event-types.js'
import { withWebhookTables } from './webhook-tables.js'

const sampleOrder = {
  id: 'sample-order',
  orderNumber: 1001,
  status: 'paid',
  fulfillmentStatus: 'unfulfilled',
  email: 'buyer@example.com',
  customerName: 'Sample Buyer',
  currency: 'USD',
  subtotalCents: 2400,
  discountCents: 0,
  shippingCents: 500,
  taxCents: 0,
  grandTotalCents: 2900,
  refundedCents: 0,
  trackingNumber: null,
  testMode: true,
  createdAt: '2026-01-01T12:00:00.000Z',
  lines: [
    {
      itemId: 'sample-item',
      sku: 'SQ-SAMPLE',
      title: 'Sample product',
      kind: 'physical',
      quantity: 1,
      unitPriceCents: 2400,
    },
  ],
}

/** What each event's `data` looks like, for a service that has seen none yet. */
const samples: Record<WebhookEventType, Record<string, unknown>> = {
  'order.created': { ...sampleOrder, status: 'pending' },
  'order.paid': sampleOrder,
  'order.fulfilled': { ...sampleOrder, fulfillmentStatus: 'fulfilled', trackingNumber: '1Z999' },
  'order.refunded': { ...sampleOrder, refundedCents: 2900 },
  'form.submitted': {
    id: 'sample-submission',
    formId: 'sample-form',
    pageTitle: 'Contact',
    pagePath: '/contact',
    answers: { name: 'Sample Visitor', email: 'visitor@example.com', message: 'Hello' },
    createdAt: '2026-01-01T12:00:00.000Z',
  },
  'subscriber.added': {
    id: 'sample-subscriber',
    listId: 'sample-list',
    email: 'reader@example.com',
    firstName: 'Sample',
    lastName: 'Reader',
    status: 'subscribed',
  },
  'product.stock_changed': {
    productId: 'sample-item',
    variantId: 'sample-variant',
    sku: 'SQ-SAMPLE',
    title: 'Sample product',
    qtyInStock: 4,
    unlimited: false,
    previousQtyInStock: 5,
  },
  'member.joined': {
    memberAreaId: 'sample-area',
    memberAreaName: 'Members',
    email: 'member@example.com',
    plan: 'free',
    joinedAt: '2026-01-01T12:00:00.000Z',
  },
}

/**
 * What a REST hooks service shows its user while setting up (Zapier's "perform list"): the site's
 * latest events of the type, newest first, each with its id, or one made-up sample when there are none.
 */
export async function eventSamples(
  db: Kysely<Database>,
  websiteId: string,
  type: WebhookEventType,
  limit = 3,
): Promise<Record<string, unknown>[]> {
  const rows = await withWebhookTables(db)
    .selectFrom('webhookEvents')
    .select(['id', 'payload'])
    .where('websiteId', '=', websiteId)
    .where('type', '=', type)
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute()
  if (rows.length === 0) return [samples[type]]
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as { data: Record<string, unknown> }
    return payload.data
  })
}
