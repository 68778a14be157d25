import { sql } from 'kysely'
import type { SqlBool } from 'kysely'
import type { Storage } from '../../storage/open-storage.js'
import { DEFAULT_LOW_STOCK } from '../products/list-products.js'

export const inventoryPageSize = 100

/** One variant of the inventory table. */
export interface InventoryRow {
  variantId: string
  itemId: string
  productTitle: string
  sku: string
  attributes: Record<string, string>
  qtyInStock: number
  unlimited: boolean
}

/** Every variant of the site's products with its stock, by product then variant order. */
export async function listInventory(
  storage: Storage,
  websiteId: string,
  filters: { query?: string; lowStock?: boolean; page?: number },
): Promise<{ variants: InventoryRow[]; total: number; page: number; pageSize: number }> {
  const page = Math.max(1, Math.min(filters.page ?? 1, 100_000))
  let base = storage.db
    .selectFrom('productVariants')
    .innerJoin('items', 'items.id', 'productVariants.itemId')
    .where('productVariants.websiteId', '=', websiteId)
  const text = filters.query?.trim().toLowerCase()
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    base = base.where(
      sql<SqlBool>`(lower(items.title) LIKE ${pattern} ESCAPE '\\' OR lower(product_variants.sku) LIKE ${pattern} ESCAPE '\\')`,
    )
  }
  if (filters.lowStock) {
    base = base
      .where('productVariants.unlimited', '=', 0)
      .where('productVariants.qtyInStock', '<=', DEFAULT_LOW_STOCK)
  }
  const total = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  const rows = await base
    .select([
      'productVariants.id',
      'productVariants.itemId',
      'items.title',
      'productVariants.sku',
      'productVariants.attributes',
      'productVariants.qtyInStock',
      'productVariants.unlimited',
    ])
    .orderBy('items.title')
    .orderBy('items.id')
    .orderBy('productVariants.position')
    .limit(inventoryPageSize)
    .offset((page - 1) * inventoryPageSize)
    .execute()
  return {
    variants: rows.map((row) => ({
      variantId: row.id,
      itemId: row.itemId,
      productTitle: row.title,
      sku: row.sku,
      attributes: storage.dialect.decodeJson<Record<string, string> | null>(row.attributes) ?? {},
      qtyInStock: row.qtyInStock,
      unlimited: Boolean(row.unlimited),
    })),
    total: Number(total.n),
    page,
    pageSize: inventoryPageSize,
  }
}
