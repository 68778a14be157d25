import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../dialect.js'

/**
 * Visitor messages and the mail they cause: form submission keys and submissions, mailing lists and
 * subscribers, restock sign-ups, the outbox, and installation secrets (captcha and link signing).
 */
export function formsMailMigration(dialect: Dialect): Migration {
  const json = dialect.jsonType
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('app_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text')
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        // pending → sending (claimed, with a lease) → sent; or back to pending with a later attempt;
        // failed once the attempts run out.
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute()

      await db.schema
        .createTable('form_submission_keys')
        // SHA-256 of the key the visitor holds.
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('form_id', 'text', (c) => c.notNull())
        // SHA-256 of the visitor's address, for the rate limit; never the address itself.
        .addColumn('visitor_hash', 'text', (c) => c.notNull())
        .addColumn('answers', json, (c) => c.notNull())
        .addColumn('page_title', 'text', (c) => c.notNull())
        .addColumn('page_id', 'text', (c) => c.notNull())
        .addColumn('content_source', 'text', (c) => c.notNull())
        .addColumn('page_path', 'text', (c) => c.notNull())
        .addColumn('page_permission_type_value', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('form_submissions_by_form')
        .on('form_submissions')
        .columns(['website_id', 'form_id', 'created_at', 'id'])
        .execute()

      await db.schema
        .createTable('mailing_lists')
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('double_opt_in', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mailing_lists_pk', ['website_id', 'id'])
        .execute()

      await db.schema
        .createTable('mailing_list_subscribers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('list_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        // pending | subscribed | unsubscribed
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('mailing_list_subscribers_email', ['website_id', 'list_id', 'email'])
        .execute()

      await db.schema
        .createTable('restock_signups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) =>
          c.notNull().references('websites.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('join_mailing_list', 'integer', (c) => c.notNull().defaultTo(0))
        // waiting | notified
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('notified_at', 'text')
        .addUniqueConstraint('restock_signups_once', ['website_id', 'variant_id', 'email'])
        .execute()
      await db.schema
        .createIndex('restock_signups_waiting')
        .on('restock_signups')
        .columns(['website_id', 'item_id', 'variant_id', 'status'])
        .execute()
    },
  }
}
