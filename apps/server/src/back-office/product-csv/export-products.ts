import type { Item } from '@atelier/schema'
import { fileUrl } from '../../files/file-record.js'
import type { Storage } from '../../storage/open-storage.js'
import { variantFromRow } from '../products/product-record.js'
import type { ExportProduct } from './csv-product.js'

/** Every product of the site (or of one store page), in store order, with its variants. */
export async function productsForExport(
  storage: Storage,
  websiteId: string,
  collectionId?: string,
): Promise<{ products: ExportProduct[]; fileUrls: Map<string, string> }> {
  let query = storage.db
    .selectFrom('items')
    .innerJoin('collections', 'collections.id', 'items.collectionId')
    .select(['items.id', 'items.document', 'collections.urlId as storeUrlId'])
    .where('items.websiteId', '=', websiteId)
    .where('collections.type', '=', 'store')
  if (collectionId) query = query.where('items.collectionId', '=', collectionId)
  const rows = await query
    .orderBy('collections.position')
    .orderBy('items.collectionId')
    .orderBy('items.position')
    .orderBy('items.id')
    .execute()
  const variants = await storage.db
    .selectFrom('productVariants')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('itemId')
    .orderBy('position')
    .execute()
  const byItem = new Map<string, ReturnType<typeof variantFromRow>[]>()
  for (const row of variants) {
    const list = byItem.get(row.itemId) ?? []
    list.push(variantFromRow(storage, row))
    byItem.set(row.itemId, list)
  }
  const files = await storage.db
    .selectFrom('files')
    .select(['id', 'path'])
    .where('websiteId', '=', websiteId)
    .execute()
  const products = rows.map((row): ExportProduct => {
    const item = storage.dialect.decodeJson<Item>(row.document)
    const content = item.structuredContent
    return {
      storeUrlId: row.storeUrlId,
      item:
        content === undefined
          ? item
          : { ...item, structuredContent: { ...content, variants: byItem.get(row.id) ?? [] } },
    }
  })
  return { products, fileUrls: new Map(files.map((file) => [file.id, fileUrl(file.path)])) }
}
