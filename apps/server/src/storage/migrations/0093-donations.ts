import type { Kysely, Migration } from 'kysely'

/**
 * Donations (issue 20): one row per gift made through a donation block (SPEC block type 52),
 * pending until the payment provider confirms it, paid from then on. The link to the
 * contribution-confirmed page (204) is kept as the hash of its token, never the token.
 */
export function donationsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('donations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('block_id', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_reference', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('test_mode', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .execute()
      await db.schema
        .createIndex('donations_site_key')
        .on('donations')
        .columns(['website_id', 'idempotency_key'])
        .unique()
        .execute()
      await db.schema
        .createIndex('donations_site_created')
        .on('donations')
        .columns(['website_id', 'created_at'])
        .execute()
      await db.schema
        .createIndex('donations_reference')
        .on('donations')
        .columns(['provider', 'provider_reference'])
        .execute()
    },
  }
}
