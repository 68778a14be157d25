import type { Kysely, Migration } from 'kysely'

/**
 * A site user's profile name ('' until they give one) and the owner's switch: a disabled account
 * (`disabled_at` set) cannot sign in (issue 21).
 */
export function siteUserAccountStateMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('site_users')
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema
        .alterTable('site_users')
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
      await db.schema.alterTable('site_users').addColumn('disabled_at', 'text').execute()
    },
  }
}
