import type { Insertable, Kysely } from 'kysely'
import type { OutboxTable } from '../storage/tables/mail-tables.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { MailMessage } from './mail-message.js'
import { prepareSiteMail } from './branding/prepare-site-mail.js'

/**
 * How areas send mail. Sending only queues: the message becomes an outbox row in the caller's
 * transaction (when given one), so a mail is queued exactly when the change that caused it commits,
 * and the worker delivers it later. A site's mail is made the shop's own first (the owner's
 * edited texts, the sender name, the branded HTML part: `prepareSiteMail`).
 */
export interface Mailer {
  send(message: MailMessage, db?: Kysely<Database>): Promise<string>
}

export function createOutboxMailer(db: Kysely<Database>, now: () => Date): Mailer {
  return {
    async send(original, executor = db) {
      const message = await prepareSiteMail(executor, original)
      const id = newId()
      const at = now().toISOString()
      await executor
        .insertInto('outbox')
        .values(outboxRowOf(id, message, at))
        .execute()
      return id
    },
  }
}

/** The outbox row of a message queued at `at` (ISO time), due at once. */
export function outboxRowOf(id: string, message: MailMessage, at: string): Insertable<OutboxTable> {
  return {
    id,
    websiteId: message.websiteId ?? null,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html ?? null,
    senderName: message.senderName ?? null,
    replyTo: message.replyTo ?? null,
    headers: message.headers === undefined ? null : JSON.stringify(message.headers),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  }
}
