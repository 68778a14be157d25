import type { Kysely } from 'kysely'
import type { Database } from './database.js'

/**
 * Holds the website's row until the transaction ends, so a version check and the write after it
 * are one step: two owners saving the same site-wide document from the same base take turns,
 * and the second finds the version moved. (SQLite runs one write transaction at a time anyway.)
 */
export async function lockWebsite(trx: Kysely<Database>, websiteId: string): Promise<void> {
  await trx
    .updateTable('websites')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', websiteId)
    .execute()
}
