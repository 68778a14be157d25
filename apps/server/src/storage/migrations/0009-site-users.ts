import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Site users: a website's customer accounts (SPEC §6 signed-in visitor), apart from the owners of
 * `users`. The email is unique per website; only the password's hash is kept. Sessions are stored
 * by the hash of the cookie token, like owner sessions. A site user holds at most one open
 * shopping cart (the partial unique index), so two browsers signing in at once share one.
 */
export function siteUsersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('site_users_email', ['website_id', 'email'])
        .execute()
      await db.schema
        .createTable('site_user_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site_user_id', 'text', (c) =>
          c.notNull().references('site_users.id').onDelete('cascade'),
        )
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('site_user_sessions_user')
        .on('site_user_sessions')
        .column('site_user_id')
        .execute()
      await db.schema
        .createIndex('carts_open_of_site_user')
        .on('carts')
        .column('site_user_id')
        .unique()
        .where(sql<boolean>`site_user_id is not null and is_purchased = 0 and kind = 'shopping'`)
        .execute()
    },
  }
}
