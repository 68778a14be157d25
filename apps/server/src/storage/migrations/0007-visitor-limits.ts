import type { Kysely, Migration } from 'kysely'

/**
 * Abuse limits of the visitor-facing form, newsletter and restock calls, kept in the database so
 * every server process applies the same ones: recent hits per bucket and key (a SHA-256, never the
 * address itself), and the ALTCHA challenges already spent, so an answer counts only once.
 */
export function visitorLimitsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('visitor_rate_hits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('visitor_rate_hits_by_key')
        .on('visitor_rate_hits')
        .columns(['bucket', 'key_hash', 'at'])
        .execute()
      await db.schema
        .createTable('spent_captchas')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
