import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'

/** The subject and text of every mail queued for `recipient`, oldest first. */
export function mailsTo(
  db: Kysely<Database>,
  recipient: string,
): Promise<Array<{ subject: string; textBody: string }>> {
  return db
    .selectFrom('outbox')
    .select(['subject', 'textBody'])
    .where('recipient', '=', recipient)
    .orderBy('createdAt')
    .execute()
}
