import type { Kysely, Migration } from 'kysely'

/**
 * Visitor analytics (issue 13). Raw events arrive in batches from the in-memory ingest queue and
 * are kept for the retention period; the dashboard reads the daily rollups. No address is stored:
 * `visitor_hash` is a SHA-256 of a salt that changes every day with the address and user agent,
 * and salts older than a day are deleted, so hashes cannot be traced back (as Plausible does).
 */
export function analyticsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        // The day in the site's time zone when the event arrived (YYYY-MM-DD).
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('visitor_hash', 'text', (c) => c.notNull())
        .addColumn('session_id', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('referrer', 'text', (c) => c.notNull())
        .addColumn('utm_source', 'text', (c) => c.notNull())
        .addColumn('utm_medium', 'text', (c) => c.notNull())
        .addColumn('utm_campaign', 'text', (c) => c.notNull())
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('browser', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('analytics_events_by_day')
        .on('analytics_events')
        .columns(['website_id', 'day', 'kind'])
        .execute()
      await db.schema
        .createIndex('analytics_events_by_at')
        .on('analytics_events')
        .column('at')
        .execute()

      await db.schema
        .createTable('analytics_daily')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('dimension', 'text', (c) => c.notNull())
        .addColumn('value', 'double precision', (c) => c.notNull())
        .addColumn('extra', 'double precision', (c) => c.notNull())
        .addPrimaryKeyConstraint('analytics_daily_pk', ['website_id', 'metric', 'day', 'dimension'])
        .execute()

      await db.schema
        .createTable('analytics_salts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('salt', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('analytics_settings')
        .addColumn('website_id', 'text', (c) => c.primaryKey())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
    },
  }
}
