import type { Product, ProductVariant } from '@atelier/commerce'
import { CONTENT_STATUSES, isPubliclyVisible } from '@atelier/schema'
import type { ContentStatus } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'
import type { StoreProduct } from './store-product.js'

interface ItemDocument {
  structuredContent?: Product & { additionalFieldsFormId?: string }
}

/**
 * The products with these item ids on this website, with stock and prices from the variants table
 * (the item document keeps no variants). Items of another website and pages are left out, and so
 * are unpublished items unless `includeHidden` (a cart still shows a line whose product was hidden).
 */
export async function loadStoreProducts(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
  itemIds: readonly string[],
  now: Date,
  includeHidden = false,
): Promise<Map<string, StoreProduct>> {
  const products = new Map<string, StoreProduct>()
  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return products
  const items = await db
    .selectFrom('items')
    .select(['id', 'title', 'status', 'publishOn', 'document'])
    .where('websiteId', '=', websiteId)
    .where('id', 'in', ids)
    .execute()
  const variantRows = await db
    .selectFrom('productVariants')
    .select([
      'itemId',
      'sku',
      'priceCents',
      'salePriceCents',
      'onSale',
      'qtyInStock',
      'unlimited',
      'attributes',
      'weightGrams',
      'document',
    ])
    .where('websiteId', '=', websiteId)
    .where('itemId', 'in', ids)
    .orderBy('position')
    .execute()

  const variantsByItem = new Map<string, ProductVariant[]>()
  for (const row of variantRows) {
    const rest = dialect.decodeJson<Partial<ProductVariant> | null>(row.document) ?? {}
    const variant: ProductVariant = {
      ...rest,
      sku: row.sku,
      priceCents: row.priceCents,
      salePriceCents: row.salePriceCents,
      onSale: row.onSale === 1,
      qtyInStock: row.qtyInStock,
      unlimited: row.unlimited === 1,
      attributes: dialect.decodeJson<Record<string, string> | null>(row.attributes) ?? {},
      ...(row.weightGrams === null ? {} : { weightGrams: row.weightGrams }),
    }
    variantsByItem.set(row.itemId, [...(variantsByItem.get(row.itemId) ?? []), variant])
  }

  for (const item of items) {
    const document = dialect.decodeJson<ItemDocument | null>(item.document) ?? {}
    const content = document.structuredContent
    const visible = isVisible(item.status, item.publishOn, now)
    if (content === undefined || (!includeHidden && !visible)) continue
    products.set(item.id, {
      itemId: item.id,
      title: item.title,
      visible,
      product: { ...content, variants: variantsByItem.get(item.id) ?? [] },
      additionalFieldsFormId: content.additionalFieldsFormId ?? undefined,
    })
  }
  return products
}

function isVisible(status: string, publishOn: string | null, now: Date): boolean {
  const known = CONTENT_STATUSES.find(
    (candidate): candidate is ContentStatus => candidate === status,
  )
  return (
    known !== undefined &&
    isPubliclyVisible({ status: known, publishOn: publishOn ?? undefined }, now)
  )
}
