import { Limits } from '@atelier/schema'
import type { Item } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { EditorResult } from '../../errors/editor-failure.js'
import { invalid, notFound, ok, stale } from '../../errors/editor-failure.js'
import { uniqueUrlId, urlIdFromTitle } from '../../http/url-ids.js'
import type { OnStockChanged } from '../../restock/stock-change.js'
import type { Database } from '../../storage/database.js'
import { fileUrl } from '../../files/file-record.js'
import { newId } from '../../storage/new-id.js'
import type { Storage } from '../../storage/open-storage.js'
import type { ProductBody, ProductInput } from './product-input.js'
import type { ProductRecord } from './product-record.js'
import { findProduct, storedDocument, variantColumns } from './product-record.js'
import { productStrings } from './product-strings.js'
import { validateProduct } from './validate-product.js'
import { failure } from '../../errors/failure.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import { emitStockWebhook } from '../../webhooks/stock-webhooks.js'

export interface ProductsDeps {
  storage: Storage
  now: () => Date
  onStockChanged: OnStockChanged
}

/** The product editor's view of a product: the document with its variants, and its version. */
export interface ProductDetail {
  product: Item
  version: number
  updatedAt: string
  /** Addresses of the files the product names (images, download), for the editor's previews. */
  files: Record<string, { url: string; name: string }>
}

async function detail(storage: Storage, record: ProductRecord): Promise<ProductDetail> {
  const content = record.item.structuredContent
  const ids = [
    ...(content?.images ?? []).flatMap((image) => (image.fileId ? [image.fileId] : [])),
    ...(content?.downloadFileId ? [content.downloadFileId] : []),
  ]
  const rows =
    ids.length === 0
      ? []
      : await storage.db
          .selectFrom('files')
          .select(['id', 'path', 'originalName'])
          .where('websiteId', '=', record.item.websiteId)
          .where('id', 'in', ids)
          .execute()
  return {
    product: record.item,
    version: record.version,
    updatedAt: record.updatedAt,
    files: Object.fromEntries(
      rows.map((row) => [row.id, { url: fileUrl(row.path), name: row.originalName }]),
    ),
  }
}

type Trx = Kysely<Database>

async function storeOf(db: Trx, websiteId: string, collectionId: string) {
  return db
    .selectFrom('collections')
    .select(['id'])
    .where('websiteId', '=', websiteId)
    .where('id', '=', collectionId)
    .where('type', '=', 'store')
    .executeTakeFirst()
}

/** Keeps a variant id only when it is one of this product's own, so ids never cross products. */
async function ownVariantIds(db: Trx, websiteId: string, itemId: string | undefined) {
  if (itemId === undefined) return new Set<string>()
  const rows = await db
    .selectFrom('productVariants')
    .select('id')
    .where('websiteId', '=', websiteId)
    .where('itemId', '=', itemId)
    .execute()
  return new Set(rows.map((row) => row.id))
}

export function withOwnIds(input: ProductBody, own: ReadonlySet<string>): ProductBody {
  const variants = input.structuredContent.variants ?? []
  return {
    ...input,
    structuredContent: {
      ...input.structuredContent,
      variants: variants.map((variant) => {
        if (variant.id !== undefined && own.has(variant.id)) return variant
        const { id: _id, ...rest } = variant
        return rest
      }),
    },
  }
}

async function skuTakenElsewhere(db: Trx, websiteId: string, itemId: string, item: Item) {
  const skus = (item.structuredContent?.variants ?? []).map((variant) => variant.sku)
  if (skus.length === 0) return undefined
  const row = await db
    .selectFrom('productVariants')
    .select('sku')
    .where('websiteId', '=', websiteId)
    .where('sku', 'in', skus)
    .where('itemId', '!=', itemId)
    .executeTakeFirst()
  return row?.sku
}

async function urlIdFor(
  db: Trx,
  collectionId: string,
  itemId: string,
  input: ProductBody,
): Promise<{ ok: true; urlId: string } | { ok: false; message: string }> {
  const rows = await db
    .selectFrom('items')
    .select('urlId')
    .where('collectionId', '=', collectionId)
    .where('id', '!=', itemId)
    .execute()
  const taken = new Set(rows.map((row) => row.urlId))
  const given = input.urlId?.trim()
  if (given) {
    return taken.has(given)
      ? { ok: false, message: productStrings.urlIdTaken }
      : { ok: true, urlId: given }
  }
  const base = urlIdFromTitle(typeof input.title === 'string' ? input.title : '')
  return { ok: true, urlId: uniqueUrlId(base === '' ? 'product' : base, taken) }
}

interface StockMove {
  variantId: string
  before: number
  after: number
}

/** Writes the item row and its variant rows; answers the stock moves of existing variants. */
async function writeVariants(
  trx: Trx,
  storage: Storage,
  item: Item,
  untouchedStock: ReadonlySet<string>,
): Promise<StockMove[]> {
  const existing = await trx
    .selectFrom('productVariants')
    .select(['id', 'qtyInStock'])
    .where('websiteId', '=', item.websiteId)
    .where('itemId', '=', item.id)
    .execute()
  const before = new Map(existing.map((row) => [row.id, row.qtyInStock]))
  const variants = item.structuredContent?.variants ?? []
  const keep = new Set(variants.map((variant) => variant.id))
  const gone = existing.filter((row) => !keep.has(row.id)).map((row) => row.id)
  if (gone.length > 0) {
    await trx
      .deleteFrom('productVariants')
      .where('websiteId', '=', item.websiteId)
      .where('id', 'in', gone)
      .execute()
  }
  const moves: StockMove[] = []
  for (const [position, variant] of variants.entries()) {
    const columns = variantColumns(storage, variant)
    const was = before.get(variant.id)
    if (was === undefined) {
      await trx
        .insertInto('productVariants')
        .values({
          id: variant.id,
          websiteId: item.websiteId,
          itemId: item.id,
          position,
          ...columns,
        })
        .execute()
      continue
    }
    const { qtyInStock, ...rest } = columns
    const row = await trx
      .updateTable('productVariants')
      .set({ ...rest, position, ...(untouchedStock.has(variant.id) ? {} : { qtyInStock }) })
      .where('websiteId', '=', item.websiteId)
      .where('id', '=', variant.id)
      .returning('qtyInStock')
      .executeTakeFirstOrThrow()
    if (row.qtyInStock !== was) {
      moves.push({ variantId: variant.id, before: was, after: row.qtyInStock })
      await emitStockWebhook(trx, { websiteId: item.websiteId, variantId: variant.id, before: was })
    }
  }
  return moves
}

/**
 * Inserts new products (items already validated, ids and URL slugs chosen) with their variants,
 * a few statements for many products: what creating one product and a CSV import both write.
 */
export async function insertProducts(
  trx: Trx,
  storage: Storage,
  rows: readonly { item: Item; position: number }[],
  at: string,
): Promise<void> {
  if (rows.length === 0) return
  const encode = storage.dialect.encodeJson
  await trx
    .insertInto('items')
    .values(
      rows.map(({ item, position }) => ({
        id: item.id,
        websiteId: item.websiteId,
        collectionId: item.collectionId,
        urlId: item.urlId,
        title: item.title,
        status: item.status,
        publishOn: item.publishOn ?? null,
        tags: encode(item.tags),
        categories: encode(item.categories),
        document: encode(storedDocument(item)),
        position,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .execute()
  const variants = rows.flatMap(({ item }) =>
    (item.structuredContent?.variants ?? []).map((variant, position) => ({
      id: variant.id,
      websiteId: item.websiteId,
      itemId: item.id,
      position,
      ...variantColumns(storage, variant),
    })),
  )
  for (let start = 0; start < variants.length; start += 500) {
    await trx
      .insertInto('productVariants')
      .values(variants.slice(start, start + 500))
      .execute()
  }
}

async function announce(deps: ProductsDeps, websiteId: string, moves: readonly StockMove[]) {
  for (const move of moves) {
    await deps.onStockChanged(websiteId, move.variantId, move.before, move.after)
  }
}

/** A new product in a store page, at the end of its order. */
export async function createProduct(
  deps: ProductsDeps,
  websiteId: string,
  collectionId: string,
  input: ProductBody,
): Promise<EditorResult<ProductDetail>> {
  const { storage } = deps
  if ((await storeOf(storage.db, websiteId, collectionId)) === undefined) {
    return notFound(productStrings.storeNotFound)
  }
  const id = newId()
  const result = await writeTransaction(storage, async (trx) => {
    const count = await trx
      .selectFrom('items')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('position').as('last')])
      .where('collectionId', '=', collectionId)
      .executeTakeFirstOrThrow()
    if (Number(count.n) >= Limits.productsPerCollection) {
      return invalid(productStrings.storeFull(Limits.productsPerCollection))
    }
    const urlId = await urlIdFor(trx, collectionId, id, input)
    if (!urlId.ok) return invalid(urlId.message, 'urlId')
    const checked = validateProduct(withOwnIds(input, new Set()), {
      id,
      websiteId,
      collectionId,
      urlId: urlId.urlId,
    })
    if (!checked.ok) return failure('invalid', checked.message, { fields: checked.errors })
    const taken = await skuTakenElsewhere(trx, websiteId, id, checked.item)
    if (taken !== undefined) return invalid(productStrings.skuTaken(taken), 'variants')
    await insertProducts(
      trx,
      storage,
      [{ item: checked.item, position: count.last === null ? 0 : Number(count.last) + 1 }],
      deps.now().toISOString(),
    )
    return ok(null)
  })
  if (!result.ok) return result
  return getProduct(deps, websiteId, id)
}

export async function getProduct(
  deps: Pick<ProductsDeps, 'storage'>,
  websiteId: string,
  id: string,
): Promise<EditorResult<ProductDetail>> {
  const record = await findProduct(deps.storage.db, deps.storage, websiteId, id)
  return record === undefined
    ? notFound(productStrings.notFound)
    : ok(await detail(deps.storage, record))
}

/**
 * Saves the whole product when nobody else saved since `baseVersion` (409 otherwise). Variants
 * keep their ids (carts and orders name them); stock moves go to the restock mail afterwards.
 */
export async function saveProduct(
  deps: ProductsDeps,
  websiteId: string,
  id: string,
  input: ProductBody,
  baseVersion: number,
): Promise<EditorResult<ProductDetail>> {
  const { storage } = deps
  const result = await writeTransaction(storage, async (trx) => {
    const record = await findProduct(trx, storage, websiteId, id)
    if (record === undefined) return notFound(productStrings.notFound)
    if (record.version !== baseVersion) return staleProduct(record.version)
    const collectionId = record.item.collectionId
    const urlId = await urlIdFor(trx, collectionId, id, {
      ...input,
      urlId: input.urlId ?? record.item.urlId,
    })
    if (!urlId.ok) return invalid(urlId.message, 'urlId')
    const own = await ownVariantIds(trx, websiteId, id)
    const checked = validateProduct(withOwnIds(input, own), {
      id,
      websiteId,
      collectionId,
      urlId: urlId.urlId,
    })
    if (!checked.ok) return failure('invalid', checked.message, { fields: checked.errors })
    const taken = await skuTakenElsewhere(trx, websiteId, id, checked.item)
    if (taken !== undefined) return invalid(productStrings.skuTaken(taken), 'variants')
    const item = checked.item
    const encode = storage.dialect.encodeJson
    const written = await trx
      .updateTable('items')
      .set({
        urlId: item.urlId,
        title: item.title,
        status: item.status,
        publishOn: item.publishOn ?? null,
        tags: encode(item.tags),
        categories: encode(item.categories),
        document: encode(storedDocument(item)),
        version: baseVersion + 1,
        updatedAt: deps.now().toISOString(),
      })
      .where('websiteId', '=', websiteId)
      .where('id', '=', id)
      .where('version', '=', baseVersion)
      .executeTakeFirst()
    if (Number(written.numUpdatedRows) !== 1) return staleProduct(baseVersion + 1)
    return ok(await writeVariants(trx, storage, item, checked.untouchedStock))
  })
  if (!result.ok) return result
  await announce(deps, websiteId, result.value)
  return getProduct(deps, websiteId, id)
}

function staleProduct(currentVersion: number) {
  return stale(currentVersion, productStrings.stale)
}

/** A hidden copy of a product right after it, 'Copy of …' with new SKUs and no stock taken. */
export async function duplicateProduct(
  deps: ProductsDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<ProductDetail>> {
  const record = await findProduct(deps.storage.db, deps.storage, websiteId, id)
  if (record === undefined) return notFound(productStrings.notFound)
  const source = record.item
  const content = source.structuredContent
  const taken = new Set(
    (
      await deps.storage.db
        .selectFrom('productVariants')
        .select('sku')
        .where('websiteId', '=', websiteId)
        .execute()
    ).map((row) => row.sku),
  )
  const copySku = (sku: string) => {
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? `${sku}-COPY` : `${sku}-COPY${n}`
      if (!taken.has(candidate)) {
        taken.add(candidate)
        return candidate
      }
    }
  }
  const {
    id: _id,
    websiteId: _w,
    collectionId: _c,
    schemaVersion: _s,
    recordType: _r,
    ...rest
  } = source
  const input: ProductInput = {
    ...rest,
    title: `Copy of ${source.title}`,
    urlId: undefined,
    status: 'draft',
    publishOn: null,
    structuredContent: {
      ...(content ?? { productType: 1 }),
      variants: (content?.variants ?? []).map(({ id: _v, ...variant }) => ({
        ...variant,
        sku: copySku(variant.sku),
      })),
    },
  }
  return createProduct(deps, websiteId, source.collectionId, input)
}

export async function deleteProduct(
  deps: Pick<ProductsDeps, 'storage'>,
  websiteId: string,
  id: string,
): Promise<EditorResult<null>> {
  const record = await findProduct(deps.storage.db, deps.storage, websiteId, id)
  if (record === undefined) return notFound(productStrings.notFound)
  await writeTransaction(deps.storage, async (trx) => {
    await trx
      .deleteFrom('productVariants')
      .where('websiteId', '=', websiteId)
      .where('itemId', '=', id)
      .execute()
    await trx.deleteFrom('items').where('websiteId', '=', websiteId).where('id', '=', id).execute()
  })
  return ok(null)
}

/** The store page's products in the order given (every product of the page, once). */
export async function reorderProducts(
  deps: Pick<ProductsDeps, 'storage' | 'now'>,
  websiteId: string,
  collectionId: string,
  ids: readonly string[],
): Promise<EditorResult<null>> {
  const { storage } = deps
  if ((await storeOf(storage.db, websiteId, collectionId)) === undefined) {
    return notFound(productStrings.storeNotFound)
  }
  return writeTransaction(storage, async (trx) => {
    const rows = await trx
      .selectFrom('items')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('collectionId', '=', collectionId)
      .execute()
    const current = new Set(rows.map((row) => row.id))
    if (
      ids.length !== current.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !current.has(id))
    ) {
      return invalid('The product order must name every product of this store page once.', 'ids')
    }
    const at = deps.now().toISOString()
    for (const [position, id] of ids.entries()) {
      await trx
        .updateTable('items')
        .set({ position, updatedAt: at })
        .where('websiteId', '=', websiteId)
        .where('id', '=', id)
        .execute()
    }
    return ok(null)
  })
}
