import type { Kysely, Migration } from 'kysely'

/**
 * The payment methods a site user keeps for later (issue 21): the link between the account and a
 * provider's reusable token (the test provider's `pm_test_…`, Stripe's `cus_…/pm_…`), never card
 * data. The card's brand, last four and expiry are read from the provider when listed. At most one
 * default per account (kept so by `saved-cards/saved-payment-methods.ts`).
 */
export function savedPaymentMethodsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('saved_payment_methods')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site_user_id', 'text', (c) =>
          c.notNull().references('site_users.id').onDelete('cascade'),
        )
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('saved_payment_methods_user_token', ['site_user_id', 'token'])
        .execute()
    },
  }
}
