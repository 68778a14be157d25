import type { Kysely, Migration } from 'kysely'

/**
 * Monthly gifts (issue 20 point 7): a giver's standing monthly donation, charged off-session with
 * the card saved at the first gift; each month's charge is a row of `donations` of its own
 * (`monthly_gift_id`), so the list, totals and CSV count it like any gift.
 */
export function monthlyGiftsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('monthly_gifts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('block_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('payment_token', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('months_charged', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('next_charge_at', 'text', (c) => c.notNull())
        .addColumn('test_mode', 'integer', (c) => c.notNull())
        .addColumn('cancelled_at', 'text')
        .execute()
      await db.schema
        .createIndex('monthly_gifts_due')
        .on('monthly_gifts')
        .columns(['status', 'next_charge_at'])
        .execute()
      await db.schema
        .createIndex('monthly_gifts_site')
        .on('monthly_gifts')
        .columns(['website_id', 'started_at'])
        .execute()
      await db.schema.alterTable('donations').addColumn('monthly_gift_id', 'text').execute()
    },
  }
}
