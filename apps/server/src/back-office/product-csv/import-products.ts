import type { Item } from '@atelier/schema'
import { Limits } from '@atelier/schema'
import type { ProductInput, VariantInputWithBase } from '../products/product-input.js'
import { findProduct } from '../products/product-record.js'
import type { ProductsDeps } from '../products/products-service.js'
import { insertProducts, saveProduct, withOwnIds } from '../products/products-service.js'
import { productStrings } from '../products/product-strings.js'
import { newId } from '../../storage/new-id.js'
import { validateProduct } from '../products/validate-product.js'
import type { CsvProduct } from './csv-product.js'
import { optionNamesOf } from './csv-product.js'
import { descriptionOf } from './shopify-csv.js'
import { writeTransaction } from '../../storage/write-transaction.js'

export type ImportAction = 'create' | 'update' | 'unchanged' | 'error'

/** What the import did (or, in a dry run, would do) with one product of the file. */
export interface ImportOutcome {
  line: number
  handle: string
  title: string
  action: ImportAction
  errors: string[]
  warnings: string[]
}

interface Existing {
  item: Item
  version: number
}

/** The item as the editor would send it back: what `validateProduct` normalises both sides with. */
function inputOf(item: Item): ProductInput {
  const {
    id: _id,
    websiteId: _w,
    collectionId: _c,
    schemaVersion: _s,
    recordType: _r,
    ...rest
  } = item
  return {
    ...rest,
    publishOn: item.publishOn ?? null,
    seo: item.seo ?? null,
    structuredContent: {
      ...(item.structuredContent ?? { productType: 1 }),
      variants: item.structuredContent?.variants ?? [],
    },
  }
}

/** The file's fields over the stored product; what the file does not carry stays as it was. */
function merged(csv: CsvProduct, existing: Existing | undefined): ProductInput {
  if (existing === undefined) return csv.input
  const current = inputOf(existing.item)
  const content = current.structuredContent
  const bySku = new Map((content.variants ?? []).map((variant) => [variant.sku, variant]))
  const incoming = csv.input.structuredContent
  const sameDescription =
    stable(descriptionOf(existing.item.body)) === stable(descriptionOf(csv.input.body))
  return {
    ...current,
    title: csv.input.title || current.title,
    urlId: existing.item.urlId,
    status:
      csv.input.status === 'draft' && current.status !== 'published'
        ? current.status
        : csv.input.status,
    tags: csv.input.tags ?? current.tags,
    ...(csv.input.categories === undefined ? {} : { categories: csv.input.categories }),
    body: sameDescription ? current.body : csv.input.body,
    seo: csv.input.seo ?? current.seo ?? null,
    structuredContent: {
      ...content,
      ...incoming,
      // A picture already on the product keeps its focal point and title; the file gives alt text.
      // Options the stored variants already name in this order need no ordering of their own.
      variantOptionOrdering:
        JSON.stringify(
          optionNamesOf({
            variantOptionOrdering: [],
            variants: (content.variants ?? []) as { attributes: Record<string, string> }[],
          }),
        ) === JSON.stringify(incoming.variantOptionOrdering ?? [])
          ? content.variantOptionOrdering
          : incoming.variantOptionOrdering,
      images: Array.isArray(incoming.images)
        ? (incoming.images as { fileId?: string; altText: string }[]).map((image) => {
            const before = (content.images as { fileId?: string }[] | undefined)?.find(
              (entry) => entry.fileId !== undefined && entry.fileId === image.fileId,
            )
            return before === undefined ? image : { ...before, altText: image.altText }
          })
        : content.images,
      variants: (incoming.variants ?? []).map((variant): VariantInputWithBase => {
        const before = bySku.get(variant.sku)
        return before === undefined ? variant : { ...before, ...variant, id: before.id }
      }),
    },
  }
}

function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  )
}

/** What the file's products are matched against, read once for the whole import. */
interface ImportIndex {
  /** URL slug → the store products using it (any store page of the site). */
  handles: Map<string, { id: string; collectionId: string }[]>
  /** SKU → the product that has it. */
  skus: Map<string, string>
  /** URL slugs of the target store page. */
  urlIds: Set<string>
  count: number
  lastPosition: number | null
}

/** Values in slices small enough for any database's parameter limit. */
function slices<T>(values: readonly T[], size = 500): T[][] {
  const out: T[][] = []
  for (let start = 0; start < values.length; start += size)
    out.push(values.slice(start, start + size))
  return out
}

/**
 * Reads only what the file names: its handles in the site's store pages (through the
 * `(collection, url)` key), its SKUs (through the `(website, sku)` key), and the target page's
 * slugs, count and last position.
 */
async function readIndex(
  deps: ProductsDeps,
  websiteId: string,
  collectionId: string,
  products: readonly CsvProduct[],
): Promise<ImportIndex> {
  const db = deps.storage.db
  const stores = (
    await db
      .selectFrom('collections')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('type', '=', 'store')
      .execute()
  ).map((row) => row.id)
  const handles = new Map<string, { id: string; collectionId: string }[]>()
  for (const part of slices([...new Set(products.map((csv) => csv.handle))])) {
    if (stores.length === 0) break
    const rows = await db
      .selectFrom('items')
      .select(['id', 'collectionId', 'urlId'])
      .where('collectionId', 'in', stores)
      .where('urlId', 'in', part)
      .execute()
    for (const row of rows) handles.set(row.urlId, [...(handles.get(row.urlId) ?? []), row])
  }
  const skus = new Map<string, string>()
  const fileSkus = products.flatMap((csv) =>
    (csv.input.structuredContent.variants ?? []).map((variant) => variant.sku),
  )
  for (const part of slices([...new Set(fileSkus)])) {
    const rows = await db
      .selectFrom('productVariants')
      .select(['sku', 'itemId'])
      .where('websiteId', '=', websiteId)
      .where('sku', 'in', part)
      .execute()
    for (const row of rows) skus.set(row.sku, row.itemId)
  }
  // Every item of the page counts toward its limit and takes its slug, whatever its type.
  const page = await db
    .selectFrom('items')
    .select(['urlId', 'position'])
    .where('collectionId', '=', collectionId)
    .execute()
  return {
    handles,
    skus,
    urlIds: new Set(page.map((row) => row.urlId)),
    count: page.length,
    lastPosition: page.reduce<number | null>(
      (last, row) => Math.max(last ?? row.position, row.position),
      null,
    ),
  }
}

async function findExisting(
  deps: ProductsDeps,
  websiteId: string,
  collectionId: string,
  index: ImportIndex,
  csv: CsvProduct,
): Promise<Existing | undefined> {
  const byHandle = index.handles.get(csv.handle) ?? []
  let id: string | undefined =
    byHandle.find((row) => row.collectionId === collectionId)?.id ?? byHandle[0]?.id
  if (id === undefined) {
    id = (csv.input.structuredContent.variants ?? [])
      .map((variant) => index.skus.get(variant.sku))
      .find((itemId) => itemId !== undefined)
  }
  if (id === undefined) return undefined
  const record = await findProduct(deps.storage.db, deps.storage, websiteId, id)
  return record && { item: record.item, version: record.version }
}

/** New products are written this many to a transaction. */
const createBatch = 100

/**
 * Imports products read from a CSV file into a store page: a product matched by its handle (the
 * URL slug) or one of its SKUs is updated, any other created. A dry run answers what would happen
 * and every problem of each product without writing; importing the same file twice changes
 * nothing the second time (products whose fields already match are left `unchanged`).
 */
export async function importProducts(
  deps: ProductsDeps,
  websiteId: string,
  collectionId: string,
  products: readonly CsvProduct[],
  options: { dryRun: boolean },
): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = []
  const index = await readIndex(deps, websiteId, collectionId, products)
  let position = index.lastPosition === null ? 0 : index.lastPosition + 1
  const pending: { outcome: ImportOutcome; item: Item; position: number }[] = []
  const flush = async () => {
    const batch = pending.splice(0)
    if (batch.length === 0 || options.dryRun) return
    try {
      const at = deps.now().toISOString()
      await writeTransaction(deps.storage, (trx) => insertProducts(trx, deps.storage, batch, at))
    } catch {
      // Another writer took a slug or SKU meanwhile: none of this batch was written.
      for (const { outcome } of batch) {
        outcome.action = 'error'
        outcome.errors.push(productStrings.notSaved)
      }
    }
  }
  const seenSkus = new Map<string, string>()
  for (const csv of products) {
    const outcome: ImportOutcome = {
      line: csv.line,
      handle: csv.handle,
      title: csv.input.title,
      action: 'error',
      errors: [...csv.errors],
      warnings: [...csv.warnings],
    }
    outcomes.push(outcome)
    for (const variant of csv.input.structuredContent.variants ?? []) {
      const other = seenSkus.get(variant.sku)
      if (other !== undefined && other !== csv.handle) {
        outcome.errors.push(productStrings.skuTwiceInFile(variant.sku, other))
      }
      seenSkus.set(variant.sku, csv.handle)
    }
    if (outcome.errors.length > 0) continue
    const existing = await findExisting(deps, websiteId, collectionId, index, csv)
    const input = merged(csv, existing)
    const target = existing?.item ?? { id: newId(), websiteId, collectionId, urlId: csv.handle }
    const checked = validateProduct(existing === undefined ? withOwnIds(input, new Set()) : input, {
      id: target.id,
      websiteId,
      collectionId: target.collectionId,
      urlId: existing?.item.urlId ?? csv.handle,
    })
    if (!checked.ok) {
      outcome.errors.push(...new Set([checked.message, ...Object.values(checked.errors)]))
      continue
    }
    const takenSku = (checked.item.structuredContent?.variants ?? []).find((variant) => {
      const owner = index.skus.get(variant.sku)
      return owner !== undefined && owner !== target.id
    })
    if (takenSku !== undefined) {
      outcome.errors.push(productStrings.skuTaken(takenSku.sku))
      continue
    }
    if (existing !== undefined) {
      const before = validateProduct(inputOf(existing.item), {
        id: existing.item.id,
        websiteId,
        collectionId: existing.item.collectionId,
        urlId: existing.item.urlId,
      })
      if (before.ok && stable(before.item) === stable(checked.item)) {
        outcome.action = 'unchanged'
        continue
      }
      outcome.action = 'update'
      if (options.dryRun) continue
      const saved = await saveProduct(deps, websiteId, existing.item.id, input, existing.version)
      if (saved.ok) {
        for (const variant of saved.value.product.structuredContent?.variants ?? []) {
          index.skus.set(variant.sku, existing.item.id)
        }
      } else {
        outcome.action = 'error'
        outcome.errors.push(
          'message' in saved && saved.message ? saved.message : productStrings.notSaved,
        )
      }
      continue
    }
    if (index.count >= Limits.productsPerCollection) {
      outcome.errors.push(productStrings.storeFull(Limits.productsPerCollection))
      continue
    }
    if (index.urlIds.has(checked.item.urlId)) {
      outcome.errors.push(productStrings.urlIdTaken)
      continue
    }
    index.count++
    index.urlIds.add(checked.item.urlId)
    for (const variant of checked.item.structuredContent?.variants ?? []) {
      index.skus.set(variant.sku, checked.item.id)
    }
    outcome.action = 'create'
    pending.push({ outcome, item: checked.item, position: position++ })
    if (pending.length >= createBatch) await flush()
  }
  await flush()
  return outcomes
}
