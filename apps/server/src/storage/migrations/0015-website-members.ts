import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * Owners and contributors belong to websites (SPEC §3 contributor roles): one row per person and
 * website with the role's SPEC code. Until now every owner controlled every website, so each
 * existing owner becomes admin (1) of each existing website and nothing changes for them. Also
 * the invitations to join a website (only the token's hash is kept) and the audit log of owners'
 * state-changing calls.
 */
export function websiteMembersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('website_members')
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('website_members_pk', ['website_id', 'user_id'])
        .execute()
      await db.schema
        .createIndex('website_members_by_user')
        .on('website_members')
        .column('user_id')
        .execute()
      await sql`insert into website_members (website_id, user_id, role, created_at)
        select websites.id, users.id, 1, users.created_at from websites cross join users`.execute(
        db,
      )

      await db.schema
        .createTable('member_invitations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('accepted_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute()
      await db.schema
        .createIndex('member_invitations_by_website')
        .on('member_invitations')
        .columns(['website_id', 'created_at'])
        .execute()

      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text')
        .addColumn('user_email', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('audit_log_by_website')
        .on('audit_log')
        .columns(['website_id', 'created_at', 'id'])
        .execute()
    },
  }
}
