import type { Item } from '@atelier/schema'
import { Limits } from '@atelier/schema'
import type { ProductInput, VariantInputWithBase } from '../products/product-input.js'
import { findProduct } from '../products/product-record.js'
import type { ProductsDeps } from '../products/products-service.js'
import { createProduct, saveProduct } from '../products/products-service.js'
import { validateProduct } from '../products/validate-product.js'
import type { CsvProduct } from './csv-product.js'
import { optionNamesOf } from './csv-product.js'
import { descriptionOf } from './shopify-csv.js'

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

async function findExisting(
  deps: ProductsDeps,
  websiteId: string,
  collectionId: string,
  csv: CsvProduct,
): Promise<Existing | undefined> {
  const db = deps.storage.db
  const byHandle = await db
    .selectFrom('items')
    .innerJoin('collections', 'collections.id', 'items.collectionId')
    .select(['items.id', 'items.collectionId'])
    .where('items.websiteId', '=', websiteId)
    .where('collections.type', '=', 'store')
    .where('items.urlId', '=', csv.handle)
    .execute()
  let id: string | undefined =
    byHandle.find((row) => row.collectionId === collectionId)?.id ?? byHandle[0]?.id
  if (id === undefined) {
    const skus = (csv.input.structuredContent.variants ?? []).map((variant) => variant.sku)
    if (skus.length > 0) {
      const bySku = await db
        .selectFrom('productVariants')
        .select('itemId')
        .where('websiteId', '=', websiteId)
        .where('sku', 'in', skus)
        .executeTakeFirst()
      id = bySku?.itemId
    }
  }
  if (id === undefined) return undefined
  const record = await findProduct(db, deps.storage, websiteId, id)
  return record && { item: record.item, version: record.version }
}

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
  const countRow = await deps.storage.db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('collectionId', '=', collectionId)
    .executeTakeFirstOrThrow()
  let count = Number(countRow.n)
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
        outcome.errors.push(`SKU ${variant.sku} is also used by ${other} in this file.`)
      }
      seenSkus.set(variant.sku, csv.handle)
    }
    if (outcome.errors.length > 0) continue
    const existing = await findExisting(deps, websiteId, collectionId, csv)
    const input = merged(csv, existing)
    const target = existing?.item ?? {
      id: 'import-check',
      websiteId,
      collectionId,
      urlId: csv.handle,
    }
    const checked = validateProduct(input, {
      id: target.id,
      websiteId,
      collectionId: target.collectionId,
      urlId: existing?.item.urlId ?? csv.handle,
    })
    if (!checked.ok) {
      outcome.errors.push(...new Set([checked.message, ...Object.values(checked.errors)]))
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
      if (!saved.ok) {
        outcome.action = 'error'
        outcome.errors.push('message' in saved && saved.message ? saved.message : 'Not saved.')
      }
      continue
    }
    if (count >= Limits.productsPerCollection) {
      outcome.errors.push(`A store page holds at most ${Limits.productsPerCollection} products.`)
      continue
    }
    count++
    outcome.action = 'create'
    if (options.dryRun) continue
    const created = await createProduct(deps, websiteId, collectionId, input)
    if (!created.ok) {
      outcome.action = 'error'
      outcome.errors.push('message' in created && created.message ? created.message : 'Not saved.')
    }
  }
  return outcomes
}
