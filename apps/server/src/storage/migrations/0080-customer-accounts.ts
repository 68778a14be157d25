import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Customer accounts a shopper makes on the site (issue 21). `email_verified_at` is set once the
 * address answered a verification link (accounts made before, from the command line, count as
 * verified from their creation); only a verified address links the account to its orders.
 * `site_user_tokens` holds the single-use links of mails (verification, password reset, email
 * change) by the SHA-256 of their token, with the address the link went to; a token is spent by
 * setting `used_at`. A sign-up's link carries the hash of the password chosen with it, which the
 * account takes when the link is opened: whoever signed up with an address before its owner
 * never keeps a password of their choosing on it.
 */
export function customerAccountsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('site_users').addColumn('email_verified_at', 'text').execute()
      await sql`update site_users set email_verified_at = created_at`.execute(db)
      await db.schema
        .createTable('site_user_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site_user_id', 'text', (c) =>
          c.notNull().references('site_users.id').onDelete('cascade'),
        )
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('used_at', 'text')
        .execute()
      await db.schema
        .createIndex('site_user_tokens_user')
        .on('site_user_tokens')
        .column('site_user_id')
        .execute()
    },
  }
}
