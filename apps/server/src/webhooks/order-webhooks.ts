import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { emitWebhook } from './emit-webhook.js'
import type { WebhookEventType } from './webhook-event-types.js'

const eventOfKind: Partial<Record<string, WebhookEventType>> = {
  placed: 'order.created',
  paid: 'order.paid',
  fulfilled: 'order.fulfilled',
  refunded: 'order.refunded',
}

/**
 * The order's webhook for a timeline entry (`orders/order-events.ts` calls it with the entry, in
 * the transaction of the change): placed → `order.created`, paid, fulfilled, refunded. The other
 * kinds (notes, resent confirmations) send nothing.
 */
export async function emitOrderWebhook(
  trx: Kysely<Database>,
  orderId: string,
  kind: string,
  at: string,
): Promise<number> {
  const type = eventOfKind[kind]
  if (type === undefined) return 0
  const owner = await trx
    .selectFrom('orders')
    .select('websiteId')
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (owner === undefined) return 0
  return emitWebhook(trx, {
    websiteId: owner.websiteId,
    type,
    at,
    data: () => orderData(trx, orderId),
  })
}

/** What every order event's `data` holds: the order as it stands after the change, with its lines. */
async function orderData(
  trx: Kysely<Database>,
  orderId: string,
): Promise<Record<string, unknown> | undefined> {
  const order = await trx
    .selectFrom('orders')
    .select([
      'id',
      'websiteId',
      'orderNumber',
      'status',
      'fulfillmentStatus',
      'email',
      'customerName',
      'currency',
      'subtotalCents',
      'discountCents',
      'shippingCents',
      'taxCents',
      'grandTotalCents',
      'refundedCents',
      'trackingNumber',
      'testMode',
      'createdAt',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst()
  if (order === undefined) return undefined
  const lines = await trx
    .selectFrom('orderLines')
    .select(['itemId', 'sku', 'title', 'kind', 'quantity', 'unitPriceCents'])
    .where('orderId', '=', orderId)
    .orderBy('position')
    .execute()
  const { websiteId: _site, testMode, ...rest } = order
  return { ...rest, testMode: testMode === 1, lines }
}
