import type { Kysely, Migration } from 'kysely'

/**
 * Newsletters (issue 24): campaigns the owner writes and sends to lists; one send record per
 * recipient and campaign (unique on campaign and address, claimed in the transaction that queues
 * its outbox row, so a restarted sender never mails anyone twice); the outbox's extra headers
 * (`List-Unsubscribe` and `List-Unsubscribe-Post` of list mail), the list a form adds its
 * submitters to, and the ids of deleted lists.
 */
export function mailingCampaignsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mailing_campaigns')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('blocks', 'text', (c) => c.notNull())
        .addColumn('list_ids', 'text', (c) => c.notNull())
        // draft → scheduled → sending → sent
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('scheduled_at', 'text')
        .addColumn('started_at', 'text')
        .addColumn('finished_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('mailing_campaigns_site')
        .on('mailing_campaigns')
        .columns(['website_id', 'created_at'])
        .execute()
      await db.schema
        .createIndex('mailing_campaigns_due')
        .on('mailing_campaigns')
        .columns(['status', 'scheduled_at'])
        .execute()
      await db.schema
        .createTable('mailing_campaign_sends')
        .addColumn('campaign_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('subscriber_id', 'text', (c) => c.notNull())
        .addColumn('outbox_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mailing_campaign_sends_key', ['campaign_id', 'email'])
        .execute()
      await db.schema.alterTable('outbox').addColumn('headers', 'text').execute()
      await db.schema.alterTable('forms').addColumn('mailing_list_id', 'text').execute()
      // A deleted list's id: blocks still naming it are disconnected (their sign-ups join the
      // default list, as a block without a list does) instead of answering 404.
      await db.schema
        .createTable('mailing_list_deletions')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('list_id', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mailing_list_deletions_key', ['website_id', 'list_id'])
        .execute()
    },
  }
}
