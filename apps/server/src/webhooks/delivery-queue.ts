import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withWebhookTables } from './webhook-tables.js'

export interface ClaimedDelivery {
  id: string
  claimToken: string
  /** Including the one this claim is for. */
  attempts: number
  eventId: string
  payload: string
  url: string
  secretSealed: string
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints, as the mail outbox does: each claim a
 * compare-and-set on the row, a lease that another worker takes over once it runs out. A disabled
 * endpoint's deliveries wait; a deleted endpoint's are gone with it.
 */
export async function claimDueDeliveries(
  trx: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const db = withWebhookTables(trx)
  const at = now.toISOString()
  const candidates = await db
    .selectFrom('webhookDeliveries as d')
    .innerJoin('webhookEndpoints as e', 'e.id', 'd.endpointId')
    .innerJoin('webhookEvents as v', 'v.id', 'd.eventId')
    .select([
      'd.id',
      'd.status',
      'd.attempts',
      'd.claimToken',
      'd.eventId',
      'v.payload',
      'e.url',
      'e.secretSealed',
    ])
    .where('e.enabled', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('d.status', '=', 'pending'), eb('d.nextAttemptAt', '<=', at)]),
        eb.and([eb('d.status', '=', 'delivering'), eb('d.claimedUntil', '<=', at)]),
      ]),
    )
    .orderBy('d.nextAttemptAt')
    .limit(limit)
    .execute()
  const claimed: ClaimedDelivery[] = []
  for (const row of candidates) {
    const claimToken = randomBytes(12).toString('hex')
    const result = await db
      .updateTable('webhookDeliveries')
      .set({
        status: 'delivering',
        claimToken,
        claimedUntil: new Date(now.getTime() + leaseMs).toISOString(),
        attempts: row.attempts + 1,
      })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .where('attempts', '=', row.attempts)
      .where((eb) =>
        row.claimToken === null
          ? eb('claimToken', 'is', null)
          : eb('claimToken', '=', row.claimToken),
      )
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) {
      claimed.push({
        id: row.id,
        claimToken,
        attempts: row.attempts + 1,
        eventId: row.eventId,
        payload: row.payload,
        url: row.url,
        secretSealed: row.secretSealed,
      })
    }
  }
  return claimed
}

export interface AttemptOutcome {
  delivered: boolean
  responseCode: number | null
  error: string | null
  attemptedAt: Date
  /** Undefined: no attempt left (failed) or delivered. */
  nextAttemptAt: Date | undefined
}

/** Only the holder of the claim settles it; a stale worker's late answer changes nothing. */
export async function settleDelivery(
  trx: Kysely<Database>,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<void> {
  const at = outcome.attemptedAt.toISOString()
  const status = outcome.delivered
    ? 'delivered'
    : outcome.nextAttemptAt === undefined
      ? 'failed'
      : 'pending'
  await withWebhookTables(trx)
    .updateTable('webhookDeliveries')
    .set({
      status,
      claimToken: null,
      claimedUntil: null,
      lastResponseCode: outcome.responseCode,
      lastError: outcome.error === null ? null : outcome.error.slice(0, 300),
      lastAttemptAt: at,
      deliveredAt: outcome.delivered ? at : null,
      ...(outcome.nextAttemptAt === undefined
        ? {}
        : { nextAttemptAt: outcome.nextAttemptAt.toISOString() }),
    })
    .where('id', '=', delivery.id)
    .where('claimToken', '=', delivery.claimToken)
    .execute()
}
