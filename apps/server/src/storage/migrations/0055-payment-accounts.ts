import type { Kysely, Migration } from 'kysely'

/**
 * Payments through Stripe (issue 20): each site's Stripe account (the secret key and webhook
 * secret sealed with the app secret, never stored in clear), and the provider events applied,
 * one row per event id, so a replayed webhook is a no-op.
 */
export function paymentAccountsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment_accounts')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('publishable_key', 'text', (c) => c.notNull())
        .addColumn('secret_key_sealed', 'text', (c) => c.notNull())
        .addColumn('webhook_secret_sealed', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_accounts_pk', ['website_id', 'provider'])
        .execute()
      await db.schema
        .createTable('payment_events')
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
        .execute()
    },
  }
}
