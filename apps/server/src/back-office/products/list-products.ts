import type { Item } from '@atelier/schema'
import { sql } from 'kysely'
import type { Expression, SqlBool } from 'kysely'
import { fileUrl } from '../../files/file-record.js'
import type { Storage } from '../../storage/open-storage.js'

export const productPageSize = 50
/** A variant with this many or fewer left (and not unlimited) counts as low in stock. */
export const DEFAULT_LOW_STOCK = 5

export type ProductVisibility = 'published' | 'hidden' | 'scheduled'
export type StockFilter = 'in-stock' | 'out-of-stock' | 'low-stock'
export type ProductSort =
  'position' | 'title' | '-title' | 'updated' | '-updated' | 'price' | '-price'

export interface ProductListQuery {
  query?: string
  type?: number
  visibility?: ProductVisibility
  category?: string
  stock?: StockFilter
  collectionId?: string
  sort?: ProductSort
  page?: number
}

/** One row of the back office's product list. */
export interface ProductRow {
  id: string
  collectionId: string
  title: string
  urlId: string
  status: string
  publishOn: string | null
  productType: number
  categories: string[]
  thumbnailUrl: string | null
  variantCount: number
  /** Lowest and highest price a visitor pays (sale prices counted), minor units. */
  minPriceCents: number | null
  maxPriceCents: number | null
  /** Units in stock over all variants; null when any variant is unlimited. */
  stock: number | null
  version: number
  updatedAt: string
}

const hiddenStatuses = ['draft', 'private', 'needs-review']

/**
 * The site's products of every store page, filtered, sorted and one page of `productPageSize`
 * at a time, with the total so the list can show its pages. Searches title and SKU.
 */
export async function listProducts(
  storage: Storage,
  websiteId: string,
  filters: ProductListQuery,
): Promise<{
  products: ProductRow[]
  total: number
  page: number
  pageSize: number
  currency: string
}> {
  const pg = storage.dialect.name === 'postgres'
  const page = Math.max(1, Math.min(filters.page ?? 1, 100_000))
  // The store pages' products, by store page id rather than a join, so counting and the title
  // order are read from the `items` indexes that carry the store page (migration 0040).
  let base = storage.db
    .selectFrom('items')
    .where('items.websiteId', '=', websiteId)
    .where('items.collectionId', 'in', (eb) =>
      eb
        .selectFrom('collections')
        .select('collections.id')
        .where('collections.websiteId', '=', websiteId)
        .where('collections.type', '=', 'store'),
    )
  if (filters.collectionId) base = base.where('items.collectionId', '=', filters.collectionId)
  const text = filters.query?.trim()
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    // SQLite's LIKE ignores ASCII case (as its lower() does); PostgreSQL's ILIKE ignores any case.
    const like = pg ? sql`ILIKE` : sql`LIKE`
    base = base.where((eb) =>
      eb.or([
        sql<SqlBool>`items.title ${like} ${pattern} ESCAPE '\\'`,
        eb(
          'items.id',
          'in',
          eb
            .selectFrom('productVariants')
            .select('productVariants.itemId')
            .where('productVariants.websiteId', '=', websiteId)
            .where(sql<SqlBool>`product_variants.sku ${like} ${pattern} ESCAPE '\\'`),
        ),
      ]),
    )
  }
  if (filters.type !== undefined) {
    const typeOf = pg
      ? sql`((items.document->'structuredContent'->>'productType')::int)`
      : sql`json_extract(items.document, '$.structuredContent.productType')`
    base = base.where(sql<SqlBool>`${typeOf} = ${filters.type}`)
  }
  if (filters.visibility === 'published') base = base.where('items.status', '=', 'published')
  if (filters.visibility === 'scheduled') base = base.where('items.status', '=', 'scheduled')
  if (filters.visibility === 'hidden') base = base.where('items.status', 'in', hiddenStatuses)
  if (filters.category) {
    const category = filters.category
    base = base.where(
      pg
        ? sql<SqlBool>`items.categories @> ${JSON.stringify([category])}::jsonb`
        : sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(items.categories) WHERE value = ${category})`,
    )
  }
  if (filters.stock) {
    const stock = filters.stock
    base = base.where((eb) => {
      const variants = () =>
        eb
          .selectFrom('productVariants')
          .select('productVariants.id')
          .whereRef('productVariants.itemId', '=', 'items.id')
      const available = variants().where((v) =>
        v.or([v('productVariants.unlimited', '=', 1), v('productVariants.qtyInStock', '>', 0)]),
      )
      let condition: Expression<SqlBool>
      if (stock === 'out-of-stock') {
        condition = eb.and([eb.exists(variants()), eb.not(eb.exists(available))])
      } else if (stock === 'in-stock') {
        condition = eb.or([eb.exists(available), eb.not(eb.exists(variants()))])
      } else {
        condition = eb.exists(
          variants()
            .where('productVariants.unlimited', '=', 0)
            .where('productVariants.qtyInStock', '<=', DEFAULT_LOW_STOCK),
        )
      }
      return condition
    })
  }
  const minPrice = sql<number>`(SELECT MIN(CASE WHEN on_sale = 1 THEN sale_price_cents ELSE price_cents END) FROM product_variants WHERE product_variants.item_id = items.id)`
  // Sorted and cut to one page on the narrow columns first; only that page's rows carry their
  // documents, so the sort never moves 10,000 documents around.
  let ordered = base.select(['items.id'])
  switch (filters.sort ?? 'title') {
    case 'position':
      ordered = ordered.orderBy('items.collectionId').orderBy('items.position')
      break
    case 'title':
      ordered = ordered.orderBy('items.title')
      break
    case '-title':
      ordered = ordered.orderBy('items.title', 'desc')
      break
    case 'updated':
      ordered = ordered.orderBy('items.updatedAt')
      break
    case '-updated':
      ordered = ordered.orderBy('items.updatedAt', 'desc')
      break
    case 'price':
      ordered = ordered.orderBy(minPrice)
      break
    case '-price':
      ordered = ordered.orderBy(minPrice, 'desc')
      break
  }
  // A filtered list is read once, counting its matches on the way (`count(*) over ()`), rather
  // than scanning titles and SKUs twice; the whole list stops after one page in title order, and
  // its count is read from the (website, collection) index.
  const filtered = text !== undefined && text !== ''
  const pageRows = await (
    filtered
      ? ordered.select(sql<number>`count(*) over ()`.as('matches'))
      : ordered.select(sql<number>`0`.as('matches'))
  )
    .orderBy('items.id')
    .limit(productPageSize)
    .offset((page - 1) * productPageSize)
    .execute()
  const pageIds = pageRows.map((row) => row.id)
  const total =
    filtered && pageRows[0] !== undefined
      ? Number(pageRows[0].matches)
      : page === 1 && pageIds.length < productPageSize
        ? pageIds.length
        : Number(
            (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow())
              .n,
          )
  const fullRows =
    pageIds.length === 0
      ? []
      : await storage.db.selectFrom('items').selectAll().where('id', 'in', pageIds).execute()
  // By primary key alone (a condition on the site would lead SQLite to its site index and read
  // every product); the ids came from the site's own rows, and are checked again here.
  const byId = new Map(
    fullRows.filter((row) => row.websiteId === websiteId).map((row) => [row.id, row]),
  )
  const rows = pageIds.flatMap((id) => {
    const row = byId.get(id)
    return row === undefined ? [] : [row]
  })
  const ids = rows.map((row) => row.id)
  const variants =
    ids.length === 0
      ? []
      : await storage.db
          .selectFrom('productVariants')
          .select([
            'websiteId',
            'itemId',
            'priceCents',
            'salePriceCents',
            'onSale',
            'qtyInStock',
            'unlimited',
          ])
          .where('itemId', 'in', ids)
          .execute()
          .then((found) => found.filter((row) => row.websiteId === websiteId))
  const byItem = new Map<string, typeof variants>()
  for (const variant of variants) {
    const list = byItem.get(variant.itemId) ?? []
    list.push(variant)
    byItem.set(variant.itemId, list)
  }
  const firstImages = rows.flatMap((row) => {
    const fileId = storage.dialect.decodeJson<Item>(row.document).structuredContent?.images[0]
      ?.fileId
    return fileId === undefined ? [] : [fileId]
  })
  const files =
    firstImages.length === 0
      ? []
      : await storage.db
          .selectFrom('files')
          .select(['id', 'path'])
          .where('websiteId', '=', websiteId)
          .where('id', 'in', firstImages)
          .execute()
  const paths = new Map(files.map((file) => [file.id, file.path]))
  const products = rows.map((row): ProductRow => {
    const item = storage.dialect.decodeJson<Item>(row.document)
    const content = item.structuredContent
    const own = byItem.get(row.id) ?? []
    const prices = own.map((v) => (v.onSale ? v.salePriceCents : v.priceCents))
    const denominations = content?.giftCardDenominationsCents ?? []
    const allPrices = prices.length > 0 ? prices : denominations
    const fileId = content?.images[0]?.fileId
    const path = fileId === undefined ? undefined : paths.get(fileId)
    return {
      id: row.id,
      collectionId: row.collectionId,
      title: row.title,
      urlId: row.urlId,
      status: row.status,
      publishOn: row.publishOn,
      productType: content?.productType ?? 1,
      categories: item.categories ?? [],
      thumbnailUrl: path === undefined ? null : fileUrl(path),
      variantCount: own.length,
      minPriceCents: allPrices.length === 0 ? null : Math.min(...allPrices),
      maxPriceCents: allPrices.length === 0 ? null : Math.max(...allPrices),
      stock:
        own.some((v) => v.unlimited) || own.length === 0
          ? null
          : own.reduce((n, v) => n + v.qtyInStock, 0),
      version: row.version,
      updatedAt: row.updatedAt,
    }
  })
  const site = await storage.db
    .selectFrom('websites')
    .select('currency')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  return {
    products,
    total,
    page,
    pageSize: productPageSize,
    currency: site?.currency ?? 'USD',
  }
}
