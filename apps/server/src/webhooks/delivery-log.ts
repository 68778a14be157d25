import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withWebhookTables } from './webhook-tables.js'

export interface DeliveryView {
  id: string
  endpointId: string
  endpointUrl: string
  eventId: string
  eventType: string
  /** pending | delivering | delivered | failed */
  status: string
  attempts: number
  lastResponseCode: number | null
  lastError: string | null
  lastAttemptAt: string | null
  /** Null once delivered or failed. */
  nextAttemptAt: string | null
  deliveredAt: string | null
  createdAt: string
}

function deliveriesOf(db: Kysely<Database>, websiteId: string) {
  return withWebhookTables(db)
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .innerJoin('webhookEvents as v', 'v.id', 'd.eventId')
    .select([
      'd.id',
      'd.endpointId',
      'e.url as endpointUrl',
      'd.eventId',
      'v.type as eventType',
      'd.status',
      'd.attempts',
      'd.lastResponseCode',
      'd.lastError',
      'd.lastAttemptAt',
      'd.nextAttemptAt',
      'd.deliveredAt',
      'd.createdAt',
    ])
    .where('d.websiteId', '=', websiteId)
}

type Row = Omit<DeliveryView, 'nextAttemptAt'> & { nextAttemptAt: string }

function viewOf(row: Row): DeliveryView {
  const waiting = row.status === 'pending' || row.status === 'delivering'
  return {
    ...row,
    attempts: Number(row.attempts),
    nextAttemptAt: waiting ? row.nextAttemptAt : null,
  }
}

/** The site's newest deliveries (of one endpoint when given), newest first. */
export async function listDeliveries(
  db: Kysely<Database>,
  websiteId: string,
  filter: { endpointId?: string; limit: number },
): Promise<DeliveryView[]> {
  let query = deliveriesOf(db, websiteId)
  if (filter.endpointId !== undefined) query = query.where('d.endpointId', '=', filter.endpointId)
  const rows = await query
    .orderBy('d.createdAt', 'desc')
    .orderBy('d.id', 'desc')
    .limit(filter.limit)
    .execute()
  return rows.map(viewOf)
}

export type RedeliverOutcome =
  { ok: true; delivery: DeliveryView } | { ok: false; reason: 'not-found' | 'in-progress' }

/**
 * The owner's redeliver: the same event (same `webhook-id`, so a receiver can tell a repeat) goes
 * out again at the next worker turn, with a fresh retry schedule.
 */
export async function redeliver(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
  now: Date,
): Promise<RedeliverOutcome> {
  const t = withWebhookTables(db)
  const row = await t
    .selectFrom('webhookDeliveries')
    .select(['status'])
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (row === undefined) return { ok: false, reason: 'not-found' }
  const updated = await t
    .updateTable('webhookDeliveries')
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now.toISOString(), deliveredAt: null })
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .where('status', '!=', 'delivering')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'in-progress' }
  const delivery = await deliveriesOf(db, websiteId)
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow()
  return { ok: true, delivery: viewOf(delivery) }
}
