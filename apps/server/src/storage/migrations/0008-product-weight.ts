import type { Kysely, Migration } from 'kysely'

/**
 * The shipping weight of one unit of a variant, in grams, for weight-band shipping rates. Null
 * while the owner has not given one (checkout counts it as 0 g), so a bundle that never named a
 * weight exports without one.
 */
export function productWeightMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('product_variants').addColumn('weight_grams', 'integer').execute()
    },
  }
}
