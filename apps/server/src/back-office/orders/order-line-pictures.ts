import { parseWith, websiteSchema, type Item } from '@atelier/schema'
import { fileUrl } from '../../files/file-record.js'
import type { Storage } from '../../storage/open-storage.js'

/** Who sends the parcel, as a packing slip heads it. */
export interface OrderShop {
  name: string
  /** One line per row; '' when the store settings hold no address yet. */
  address: string
}

/**
 * The picture of each order line by line id (its variant's own picture, else the product's first),
 * or null when the product or its picture is gone: the order page's thumbnails (issue 22).
 */
export async function orderLinePictures(
  storage: Storage,
  websiteId: string,
  lines: readonly { id: string; itemId: string; sku: string }[],
): Promise<Map<string, string | null>> {
  const pictures = new Map<string, string | null>()
  const itemIds = [...new Set(lines.map((line) => line.itemId))]
  const items =
    itemIds.length === 0
      ? []
      : await storage.db
          .selectFrom('items')
          .select(['id', 'document'])
          .where('websiteId', '=', websiteId)
          .where('id', 'in', itemIds)
          .execute()
  const documents = new Map(
    items.map((row) => [row.id, storage.dialect.decodeJson<Item>(row.document)]),
  )
  // Variants live in their own table (the item document holds no variants).
  const skus = [...new Set(lines.map((line) => line.sku))]
  const variants =
    skus.length === 0
      ? []
      : await storage.db
          .selectFrom('productVariants')
          .select(['sku', 'imageId'])
          .where('websiteId', '=', websiteId)
          .where('sku', 'in', skus)
          .execute()
  const variantImage = new Map(variants.map((variant) => [variant.sku, variant.imageId]))
  const fileOf = new Map<string, string | undefined>()
  for (const line of lines) {
    const content = documents.get(line.itemId)?.structuredContent
    fileOf.set(line.id, variantImage.get(line.sku) ?? content?.images[0]?.fileId)
  }
  const fileIds = [...new Set([...fileOf.values()].filter((id) => id !== undefined))]
  const files =
    fileIds.length === 0
      ? []
      : await storage.db
          .selectFrom('files')
          .select(['id', 'path'])
          .where('websiteId', '=', websiteId)
          .where('id', 'in', fileIds)
          .execute()
  const paths = new Map(files.map((file) => [file.id, file.path]))
  for (const [lineId, fileId] of fileOf) {
    const path = fileId === undefined ? undefined : paths.get(fileId)
    pictures.set(lineId, path === undefined ? null : fileUrl(path))
  }
  return pictures
}

/** The site's title and the shop address from its store settings. */
export async function orderShop(storage: Storage, websiteId: string): Promise<OrderShop> {
  const row = await storage.db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  const parsed =
    row === undefined
      ? undefined
      : parseWith(websiteSchema, storage.dialect.decodeJson<unknown>(row.settings))
  if (parsed === undefined || !parsed.ok) return { name: '', address: '' }
  return { name: parsed.value.title, address: parsed.value.settings.storeSettings.shopAddress }
}
