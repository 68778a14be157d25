import { parseWith, variantSchema } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from './editor-failure.js'
import { invalid, notFound, ok } from './editor-failure.js'

/** A variant as the owner's product editor reads and edits its shipping weight. */
export interface VariantWeight {
  id: string
  sku: string
  attributes: Record<string, string>
  /** Grams per unit; null while none was given (checkout counts it as 0 g). */
  weightGrams: number | null
}

export const productNotFound = 'This product does not exist.'
export const variantNotFound = 'This variant does not exist.'

const weightSchema = variantSchema.shape.weightGrams

/** The variants of one product of the site, in their order. */
export async function listVariantWeights(
  storage: Storage,
  websiteId: string,
  itemId: string,
): Promise<EditorResult<{ variants: VariantWeight[] }>> {
  const rows = await storage.db
    .selectFrom('productVariants')
    .select(['id', 'sku', 'attributes', 'weightGrams'])
    .where('websiteId', '=', websiteId)
    .where('itemId', '=', itemId)
    .orderBy('position')
    .execute()
  if (rows.length === 0 && !(await isProduct(storage, websiteId, itemId))) {
    return notFound(productNotFound)
  }
  return ok({ variants: rows.map((row) => toVariantWeight(storage, row)) })
}

/** Sets (or, with null, clears) the shipping weight of one unit of a variant. */
export async function setVariantWeight(
  storage: Storage,
  websiteId: string,
  itemId: string,
  variantId: string,
  weightGrams: number | null,
): Promise<EditorResult<VariantWeight>> {
  if (weightGrams !== null) {
    const parsed = parseWith(weightSchema, weightGrams)
    if (!parsed.ok) return invalid(parsed.issues[0]?.message ?? 'Invalid weight.', 'weightGrams')
  }
  const row = await storage.db
    .updateTable('productVariants')
    .set({ weightGrams })
    .where('websiteId', '=', websiteId)
    .where('itemId', '=', itemId)
    .where('id', '=', variantId)
    .returning(['id', 'sku', 'attributes', 'weightGrams'])
    .executeTakeFirst()
  return row === undefined ? notFound(variantNotFound) : ok(toVariantWeight(storage, row))
}

function toVariantWeight(
  storage: Storage,
  row: { id: string; sku: string; attributes: unknown; weightGrams: number | null },
): VariantWeight {
  return {
    id: row.id,
    sku: row.sku,
    attributes: storage.dialect.decodeJson<Record<string, string> | null>(row.attributes) ?? {},
    weightGrams: row.weightGrams,
  }
}

async function isProduct(storage: Storage, websiteId: string, itemId: string) {
  const row = await storage.db
    .selectFrom('items')
    .innerJoin('collections', 'collections.id', 'items.collectionId')
    .select('items.id')
    .where('items.websiteId', '=', websiteId)
    .where('items.id', '=', itemId)
    .where('collections.type', '=', 'store')
    .executeTakeFirst()
  return row !== undefined
}
