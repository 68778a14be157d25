import type { Kysely, Migration } from 'kysely'

/**
 * Webhooks for automation (issue 24): the owner's endpoints and the REST hooks services subscribe,
 * the events written with the change they tell about, one delivery row per event and endpoint
 * (the outbox the worker empties, with its attempts and last answer), and per-site API keys.
 */
export function webhooksMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('api_key_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('webhook_endpoints_site')
        .on('webhook_endpoints')
        .columns(['website_id', 'enabled'])
        .execute()
      await db.schema
        .createTable('webhook_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('webhook_events_site_type')
        .on('webhook_events')
        .columns(['website_id', 'type', 'created_at'])
        .execute()
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('endpoint_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claim_token', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('last_response_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'text')
        .addColumn('delivered_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_site')
        .on('webhook_deliveries')
        .columns(['website_id', 'created_at'])
        .execute()
      await db.schema
        .createTable('webhook_api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute()
    },
  }
}
