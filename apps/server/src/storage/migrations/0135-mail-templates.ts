import type { Kysely, Migration } from 'kysely'

/**
 * Branded transactional mail (issue 24 point 3): the owner's edited subject and opening text per
 * mail of a site (no row: the default), and on each outbox row the sender name (the shop's) and
 * the Reply-To address (a form notice's submitter).
 */
export function mailTemplatesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_templates')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('intro', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_templates_pk', ['website_id', 'kind'])
        .execute()
      await db.schema.alterTable('outbox').addColumn('sender_name', 'text').execute()
      await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute()
    },
  }
}
