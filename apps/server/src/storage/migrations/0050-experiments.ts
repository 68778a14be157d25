import type { Kysely, Migration } from 'kysely'

/**
 * Experiments and feature toggles (issue 13, SPEC §3): the owner's features with their variants
 * and weights, and on every raw analytics event the visitor's assignments when it arrived
 * (`name=variant&…`), so the dashboard can report conversion by variant.
 */
export function experimentsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('analytics_features')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('experiment_type', 'text', (c) => c.notNull())
        // JSON: [{ name, weight }]
        .addColumn('variants', 'text', (c) => c.notNull())
        .addColumn('segment_name', 'text', (c) => c.notNull())
        // The theme template variant an AB_TEST switches ('' for none), e.g. 'products-list'.
        .addColumn('template', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addPrimaryKeyConstraint('analytics_features_pk', ['website_id', 'name'])
        .execute()
      await db.schema
        .alterTable('analytics_events')
        .addColumn('experiments', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    },
  }
}
