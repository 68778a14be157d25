import { randomBytes } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../storage/database.js'
import type { OutboxTable } from '../storage/tables/mail-tables.js'
import type { MailMessage } from './mail-message.js'

export interface ClaimedMail {
  id: string
  claimToken: string
  attempts: number
  message: MailMessage
}

/**
 * Claims up to `limit` due mails for one delivery attempt. Each claim is a compare-and-set on the
 * row's status, so of two workers racing for a row exactly one wins; a claim is a lease, and a
 * worker that dies mid-delivery leaves a row another worker reclaims once the lease runs out.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const at = now.toISOString()
  const candidates = await db
    .selectFrom('outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'pending'), eb('nextAttemptAt', '<=', at)]),
        eb.and([eb('status', '=', 'sending'), eb('claimedUntil', '<=', at)]),
      ]),
    )
    .orderBy('nextAttemptAt')
    .limit(limit)
    .execute()

  const claimed: ClaimedMail[] = []
  for (const row of candidates) {
    const claimToken = randomBytes(12).toString('hex')
    const result = await db
      .updateTable('outbox')
      .set({
        status: 'sending',
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
      claimed.push({ id: row.id, claimToken, attempts: row.attempts + 1, message: messageOf(row) })
    }
  }
  return claimed
}

function messageOf(row: Selectable<OutboxTable>): MailMessage {
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    websiteId: row.websiteId ?? undefined,
    senderName: row.senderName ?? undefined,
    replyTo: row.replyTo ?? undefined,
    headers: row.headers === null ? undefined : (JSON.parse(row.headers) as Record<string, string>),
  }
}

/** Only the holder of the claim may settle it; a stale worker's late answer changes nothing. */
export async function markSent(db: Kysely<Database>, mail: ClaimedMail, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: 'sent',
      sentAt: now.toISOString(),
      claimToken: null,
      claimedUntil: null,
      lastError: null,
    })
    .where('id', '=', mail.id)
    .where('claimToken', '=', mail.claimToken)
    .execute()
}

export async function markAttemptFailed(
  db: Kysely<Database>,
  mail: ClaimedMail,
  error: string,
  nextAttemptAt: Date | undefined,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      status: nextAttemptAt === undefined ? 'failed' : 'pending',
      nextAttemptAt: (nextAttemptAt ?? new Date(0)).toISOString(),
      claimToken: null,
      claimedUntil: null,
      lastError: error.slice(0, 500),
    })
    .where('id', '=', mail.id)
    .where('claimToken', '=', mail.claimToken)
    .execute()
}

export interface OutboxEntry {
  id: string
  to: string
  subject: string
  text: string
  status: string
  attempts: number
  nextAttemptAt: string
  sentAt: string | null
  lastError: string | null
  createdAt: string
}

/** The newest mails of one website, newest first. */
export async function listOutbox(
  db: Kysely<Database>,
  websiteId: string,
  limit: number,
): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('outbox')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    sentAt: row.sentAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
  }))
}
