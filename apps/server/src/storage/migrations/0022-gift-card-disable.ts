import type { Kysely, Migration } from 'kysely'

/** When the owner disabled a gift card; checkout no longer finds a disabled card. */
export function giftCardDisableMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('gift_cards').addColumn('disabled_at', 'text').execute()
    },
  }
}
