import type { Kysely, Migration } from 'kysely'

/**
 * Store Settings → Payments: whether the owner offers Klarna through the site's Stripe account,
 * and that account's country as Stripe answers it (Klarna's customers depend on it); off and
 * unknown for accounts saved before.
 */
export function klarnaMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('payment_accounts')
        .addColumn('klarna', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.alterTable('payment_accounts').addColumn('account_country', 'text').execute()
    },
  }
}
