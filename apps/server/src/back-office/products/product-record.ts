import type { Item, Variant } from '@atelier/schema'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../storage/database.js'
import type { ProductVariantsTable } from '../../storage/tables/site-tables.js'
import type { Storage } from '../../storage/open-storage.js'

/** A stored product as the back office reads it: the item document with its variant rows. */
export interface ProductRecord {
  item: Item
  version: number
  createdAt: string
  updatedAt: string
}

/** A variant row back in the document's shape (the columns win over the row's `document`). */
export function variantFromRow(storage: Storage, row: Selectable<ProductVariantsTable>): Variant {
  const rest = storage.dialect.decodeJson<Partial<Variant> | null>(row.document) ?? {}
  return {
    optionValues: [],
    ...rest,
    id: row.id,
    sku: row.sku,
    priceCents: row.priceCents,
    salePriceCents: row.salePriceCents,
    onSale: Boolean(row.onSale),
    qtyInStock: row.qtyInStock,
    unlimited: Boolean(row.unlimited),
    attributes: storage.dialect.decodeJson<Record<string, string> | null>(row.attributes) ?? {},
    ...(row.weightGrams === null ? {} : { weightGrams: row.weightGrams }),
    ...(row.imageId === null ? {} : { imageId: row.imageId }),
  }
}

/** The product of the site with this id (a store item), with its variants in order. */
export async function findProduct(
  db: Kysely<Database>,
  storage: Storage,
  websiteId: string,
  id: string,
): Promise<ProductRecord | undefined> {
  const row = await db
    .selectFrom('items')
    .innerJoin('collections', 'collections.id', 'items.collectionId')
    .selectAll('items')
    .where('items.websiteId', '=', websiteId)
    .where('items.id', '=', id)
    .where('collections.type', '=', 'store')
    .executeTakeFirst()
  if (row === undefined) return undefined
  const item = storage.dialect.decodeJson<Item>(row.document)
  const variants = await db
    .selectFrom('productVariants')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('itemId', '=', id)
    .orderBy('position')
    .execute()
  const content = item.structuredContent
  return {
    item:
      content === undefined
        ? item
        : {
            ...item,
            structuredContent: {
              ...content,
              variants: variants.map((variant) => variantFromRow(storage, variant)),
            },
          },
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

/** The variant columns of one variant; the rest (option values, dimensions) goes to `document`. */
export function variantColumns(storage: Storage, variant: Variant) {
  const {
    id: _id,
    sku,
    priceCents,
    salePriceCents,
    onSale,
    qtyInStock,
    unlimited,
    attributes,
    weightGrams,
    imageId,
    ...rest
  } = variant
  return {
    sku,
    priceCents,
    salePriceCents,
    onSale: onSale ? 1 : 0,
    qtyInStock,
    unlimited: unlimited ? 1 : 0,
    attributes: storage.dialect.encodeJson(attributes),
    weightGrams: weightGrams ?? null,
    imageId: imageId ?? null,
    document: storage.dialect.encodeJson(rest),
  }
}

/** The item document as stored: variants live in their own table, so the document has none. */
export function storedDocument(item: Item): Item {
  const content = item.structuredContent
  return content === undefined ? item : { ...item, structuredContent: { ...content, variants: [] } }
}
