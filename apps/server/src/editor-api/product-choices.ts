import { formatMoney, isCurrencyCode } from '@atelier/commerce'
import { sql } from 'kysely'
import { fileUrl } from '../files/file-record.js'
import { decodeCursor, pageOf } from '../http/page-cursor.js'
import type { Storage } from '../storage/open-storage.js'

/** A product as the product block's picker lists it. */
export interface ProductChoice {
  id: string
  title: string
  imageUrl?: string
  /** The lowest price a visitor pays, in the site's currency; empty for a product without one. */
  priceText: string
  collectionId: string
}

export const productChoiceSchema = {
  type: 'object',
  required: ['id', 'title', 'priceText', 'collectionId'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    imageUrl: { type: 'string' },
    priceText: { type: 'string' },
    collectionId: { type: 'string' },
  },
} as const

export const productChoicesPageSize = 50

interface ImageRefLike {
  fileId?: string
  assetUrl?: string
}

interface ProductDocument {
  mainImage?: ImageRefLike
  structuredContent?: { images?: ImageRefLike[]; giftCardDenominationsCents?: number[] }
}

/** `%` and `_` typed by the owner are matched as themselves. */
function containsPattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/**
 * The products of the site's stores whose title contains `query` (any case), by title, 50 a page.
 * Drafts are listed too: an owner may place a product before publishing it.
 */
export async function listProductChoices(
  storage: Storage,
  websiteId: string,
  options: { query?: string | undefined; cursor?: string | undefined },
): Promise<{ products: ProductChoice[]; nextCursor: string | null }> {
  const { db, dialect } = storage
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, 2)
  const query = options.query?.trim() ?? ''
  let select = db
    .selectFrom('items')
    .innerJoin('collections', (join) =>
      join
        .onRef('collections.id', '=', 'items.collectionId')
        .onRef('collections.websiteId', '=', 'items.websiteId'),
    )
    .select(['items.id', 'items.title', 'items.collectionId', 'items.document'])
    .where('items.websiteId', '=', websiteId)
    .where('collections.type', '=', 'store')
  if (query !== '') {
    select = select.where(
      sql<boolean>`lower(${sql.ref('items.title')}) like ${containsPattern(query)} escape '\\'`,
    )
  }
  if (after !== undefined) {
    const [title, id] = after as [string, string]
    select = select.where((eb) =>
      eb.or([
        eb('items.title', '>', title),
        eb.and([eb('items.title', '=', title), eb('items.id', '>', id)]),
      ]),
    )
  }
  const rows = await select
    .orderBy('items.title')
    .orderBy('items.id')
    .limit(productChoicesPageSize + 1)
    .execute()
  const page = pageOf(rows, productChoicesPageSize, (row) => [row.title, row.id])
  const ids = page.rows.map((row) => row.id)
  const documents = new Map(
    page.rows.map((row) => [
      row.id,
      dialect.decodeJson<ProductDocument | null>(row.document) ?? {},
    ]),
  )
  const [prices, currency, imageUrls] = await Promise.all([
    lowestPrices(storage, websiteId, ids),
    siteCurrency(storage, websiteId),
    imageUrlsOf(storage, websiteId, documents),
  ])
  const products = page.rows.map((row): ProductChoice => {
    const denominations = documents.get(row.id)?.structuredContent?.giftCardDenominationsCents ?? []
    const cents =
      prices.get(row.id) ?? (denominations.length > 0 ? Math.min(...denominations) : undefined)
    const imageUrl = imageUrls.get(row.id)
    return {
      id: row.id,
      title: row.title,
      ...(imageUrl === undefined ? {} : { imageUrl }),
      priceText: cents === undefined || currency === undefined ? '' : formatMoney(cents, currency),
      collectionId: row.collectionId,
    }
  })
  return { products, nextCursor: page.nextPageCursor }
}

async function lowestPrices(storage: Storage, websiteId: string, itemIds: string[]) {
  const lowest = new Map<string, number>()
  if (itemIds.length === 0) return lowest
  const variants = await storage.db
    .selectFrom('productVariants')
    .select(['itemId', 'priceCents', 'salePriceCents', 'onSale'])
    .where('websiteId', '=', websiteId)
    .where('itemId', 'in', itemIds)
    .execute()
  for (const variant of variants) {
    const paid = variant.onSale === 1 ? variant.salePriceCents : variant.priceCents
    lowest.set(variant.itemId, Math.min(paid, lowest.get(variant.itemId) ?? paid))
  }
  return lowest
}

async function siteCurrency(storage: Storage, websiteId: string) {
  const row = await storage.db
    .selectFrom('websites')
    .select('currency')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  return row !== undefined && isCurrencyCode(row.currency) ? row.currency : undefined
}

/** The main image of each product: an uploaded file of the site or an absolute asset URL. */
async function imageUrlsOf(
  storage: Storage,
  websiteId: string,
  documents: ReadonlyMap<string, ProductDocument>,
) {
  const refs = new Map<string, ImageRefLike>()
  for (const [id, document] of documents) {
    const ref = document.mainImage ?? document.structuredContent?.images?.[0]
    if (ref !== undefined) refs.set(id, ref)
  }
  const fileIds = [...refs.values()].flatMap((ref) => (ref.fileId ? [ref.fileId] : []))
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
  const urls = new Map<string, string>()
  for (const [id, ref] of refs) {
    const path = ref.fileId === undefined ? undefined : paths.get(ref.fileId)
    const url = path !== undefined ? fileUrl(path) : ref.assetUrl
    if (url !== undefined) urls.set(id, url)
  }
  return urls
}
