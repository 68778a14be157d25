import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'

/**
 * The store categories each product belongs to, as a category-scoped coupon names them. A product
 * belongs to a category by name (`items.categories`, what the storefront's `?category=` filters
 * by); where its store also has a `store_categories` row of that name, the row's id names the same
 * category. So a coupon's `categoryIds` may list either.
 */
export async function productCategoryIds(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
  itemIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byItem = new Map<string, string[]>()
  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return byItem
  const items = await db
    .selectFrom('items')
    .select(['id', 'collectionId', 'categories'])
    .where('websiteId', '=', websiteId)
    .where('id', 'in', ids)
    .execute()
  const collectionIds = [...new Set(items.map((item) => item.collectionId))]
  const storeCategories =
    collectionIds.length === 0
      ? []
      : await db
          .selectFrom('storeCategories')
          .select(['id', 'collectionId', 'displayName'])
          .where('collectionId', 'in', collectionIds)
          .execute()
  for (const item of items) {
    const names = (dialect.decodeJson<unknown>(item.categories) ?? []) as unknown[]
    const named = names.filter((name): name is string => typeof name === 'string')
    const rowIds = storeCategories
      .filter((row) => row.collectionId === item.collectionId && named.includes(row.displayName))
      .map((row) => row.id)
    byItem.set(item.id, [...new Set([...named, ...rowIds])])
  }
  return byItem
}
