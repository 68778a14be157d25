import type { Kysely, Migration } from 'kysely'

/**
 * Repeated identical errors (same site, message, file and line within a minute) are stored as one
 * row (issue 19): `occurrences` says how many it stands for; every other row stands for one.
 */
export function analyticsErrorOccurrencesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('analytics_events')
        .addColumn('occurrences', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()
    },
  }
}
