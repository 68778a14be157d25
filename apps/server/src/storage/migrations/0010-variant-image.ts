import type { Kysely, Migration } from 'kysely'

/**
 * The product image that shows a variant (the file id of one of the product's images), brought
 * forward on the product page when the variant is chosen. Null while the owner has chosen none.
 */
export function variantImageMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('product_variants').addColumn('image_id', 'text').execute()
    },
  }
}
