import type { Kysely, Migration } from 'kysely'

/** The owner's name, asked by the first-run setup screen (issue 22); '' for owners made before. */
export function ownerNameMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .execute()
    },
  }
}
