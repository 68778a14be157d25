import type { Kysely, Migration } from 'kysely'

/**
 * The address book of a site user (issue 21): the addresses they keep for checkout, at most one
 * default for shipping and one for billing (kept so by `site-users/address-book.ts`). An address
 * goes with its account.
 */
export function siteUserAddressesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_user_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site_user_id', 'text', (c) =>
          c.notNull().references('site_users.id').onDelete('cascade'),
        )
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('address1', 'text', (c) => c.notNull())
        .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('default_shipping', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('default_billing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('site_user_addresses_user')
        .on('site_user_addresses')
        .columns(['site_user_id', 'created_at'])
        .execute()
    },
  }
}
