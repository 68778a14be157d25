import type { Kysely, Migration } from 'kysely'

/**
 * Attempt counters of the limits that must hold however many server processes share the database
 * (sign-ins, page passwords, cart adds): one row per bucket and key (a SHA-256), counted by a
 * single atomic upsert, so concurrent attempts can never all read "not yet limited".
 */
export function attemptCountersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('attempt_counters')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull())
        .addColumn('window_start', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('attempt_counters_pk', ['bucket', 'key_hash'])
        .execute()
      await db.schema
        .createIndex('attempt_counters_by_window')
        .on('attempt_counters')
        .columns(['bucket', 'window_start'])
        .execute()
    },
  }
}
