import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'
import { newId } from '../storage/new-id.js'
import { emitOrderWebhook } from '../webhooks/order-webhooks.js'

export type OrderEventKind =
  | 'placed'
  | 'paid'
  | 'fulfilled'
  | 'refunded'
  | 'cancelled'
  | 'note'
  | 'confirmation-resent'
  | 'disputed'

export interface OrderEventInput {
  orderId: string
  kind: OrderEventKind
  message: string
  data?: Record<string, unknown>
  actor?: string | null
  at: string
}

/**
 * One line of an order's timeline, written in the transaction of the change it records, with the
 * order's webhook when the entry is one (placed, paid, fulfilled, refunded).
 */
export async function addOrderEvent(
  db: Kysely<Database>,
  dialect: Dialect,
  event: OrderEventInput,
): Promise<void> {
  await db
    .insertInto('orderEvents')
    .values({
      id: newId(),
      orderId: event.orderId,
      kind: event.kind,
      message: event.message,
      data: event.data === undefined ? null : dialect.encodeJson(event.data),
      actor: event.actor ?? null,
      createdAt: event.at,
    })
    .execute()
  await emitOrderWebhook(db, event.orderId, event.kind, event.at)
}
