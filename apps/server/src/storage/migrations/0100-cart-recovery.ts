import type { Kysely, Migration } from 'kysely'

/**
 * Abandoned-cart recovery (issue 24): the owner's reminder delay per site (no row, or a null
 * delay: off), and per cart the email the shopper gave at checkout, when, and when the one
 * reminder went out.
 */
export function cartRecoveryMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cart_reminder_settings')
        .addColumn('website_id', 'text', (c) => c.primaryKey())
        .addColumn('delay_minutes', 'integer')
        .execute()
      await db.schema
        .createTable('cart_reminders')
        .addColumn('cart_id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_given_at', 'text', (c) => c.notNull())
        .addColumn('reminded_at', 'text')
        .execute()
      await db.schema
        .createIndex('cart_reminders_due')
        .on('cart_reminders')
        .columns(['reminded_at', 'email_given_at'])
        .execute()
      await db.schema
        .createIndex('cart_reminders_site')
        .on('cart_reminders')
        .columns(['website_id', 'reminded_at'])
        .execute()
    },
  }
}
