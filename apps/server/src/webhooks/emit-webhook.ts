import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { WebhookEventType } from './webhook-event-types.js'
import { parseEventList } from './webhook-event-types.js'
import { withWebhookTables } from './webhook-tables.js'

export interface WebhookEventInput {
  websiteId: string
  type: WebhookEventType
  /** The event's `data`, or how to read it (only read when someone is subscribed). */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown> | undefined>)
  at: Date | string
}

/**
 * The outbox write of an event: called with the transaction of the change it tells about, so the
 * event exists exactly when the change does. It becomes one delivery per enabled endpoint
 * subscribed to its type at this moment; without any, nothing is written. The
 * `webhook-deliveries` worker step sends them. Answers how many deliveries were queued.
 */
export async function emitWebhook(
  trx: Kysely<Database>,
  event: WebhookEventInput,
): Promise<number> {
  const db = withWebhookTables(trx)
  const endpoints = await db
    .selectFrom('webhookEndpoints')
    .select(['id', 'events'])
    .where('websiteId', '=', event.websiteId)
    .where('enabled', '=', 1)
    .execute()
  const subscribed = endpoints.filter((endpoint) =>
    parseEventList(endpoint.events).includes(event.type),
  )
  if (subscribed.length === 0) return 0
  const data = typeof event.data === 'function' ? await event.data() : event.data
  if (data === undefined) return 0
  const at = typeof event.at === 'string' ? event.at : event.at.toISOString()
  const eventId = newId()
  await db
    .insertInto('webhookEvents')
    .values({
      id: eventId,
      websiteId: event.websiteId,
      type: event.type,
      payload: JSON.stringify({ type: event.type, timestamp: at, data }),
      createdAt: at,
    })
    .execute()
  await db
    .insertInto('webhookDeliveries')
    .values(
      subscribed.map((endpoint) => ({
        id: newId(),
        websiteId: event.websiteId,
        eventId,
        endpointId: endpoint.id,
        status: 'pending',
        nextAttemptAt: at,
        createdAt: at,
      })),
    )
    .execute()
  return subscribed.length
}
