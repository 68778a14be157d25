import { sql } from 'kysely'
import type { Kysely, Migration } from 'kysely'

/**
 * A signed-in site user's CART token is derived from the cart's id and this epoch; signing out
 * moves the epoch on, so a CART value copied before sign-out no longer opens the account's cart.
 */
export function cartTokenEpochMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('carts')
        .addColumn('token_epoch', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute()
    },
  }
}
