import type { Kysely, Migration } from 'kysely'

/**
 * Store Settings → Payments: whether the owner offers Afterpay / Clearpay through the site's Stripe
 * account (issue 20); off for accounts saved before.
 */
export function afterpayClearpayMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('payment_accounts')
        .addColumn('afterpay_clearpay', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
    },
  }
}
