import { parseWith, variantSchema } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok } from '../errors/editor-failure.js'
import { writeTransaction } from '../storage/write-transaction.js'

/** A variant as the owner's product editor reads and edits it: shipping weight and image. */
export interface EditorVariant {
  id: string
  sku: string
  attributes: Record<string, string>
  /** Grams per unit; null while none was given (checkout counts it as 0 g). */
  weightGrams: number | null
  /** The file id of the product image showing this variant; null while none was chosen. */
  imageId: string | null
}

/** What the owner may change on a variant; null clears a value, absent leaves it. */
export interface VariantPatch {
  weightGrams?: number | null
  imageId?: string | null
}

export const productNotFound = 'This product does not exist.'
export const variantNotFound = 'This variant does not exist.'
export const imageNotOfProduct = 'Choose one of this product’s images.'
export const nothingToChange = 'Send weightGrams or imageId to change.'

const weightSchema = variantSchema.shape.weightGrams
const columns = ['id', 'sku', 'attributes', 'weightGrams', 'imageId'] as const

/** The variants of one product of the site, in their order. */
export async function listVariants(
  storage: Storage,
  websiteId: string,
  itemId: string,
): Promise<EditorResult<{ variants: EditorVariant[] }>> {
  const rows = await storage.db
    .selectFrom('productVariants')
    .select(columns)
    .where('websiteId', '=', websiteId)
    .where('itemId', '=', itemId)
    .orderBy('position')
    .execute()
  if (rows.length === 0 && !(await isProduct(storage, websiteId, itemId))) {
    return notFound(productNotFound)
  }
  return ok({ variants: rows.map((row) => toEditorVariant(storage, row)) })
}

/**
 * Sets (or, with null, clears) a variant's shipping weight of one unit and the product image that
 * shows it, which must be one of the product's own images.
 */
export async function updateVariant(
  storage: Storage,
  websiteId: string,
  itemId: string,
  variantId: string,
  patch: VariantPatch,
  now: Date,
): Promise<EditorResult<EditorVariant>> {
  // Unknown fields are dropped by validation; a patch left with nothing would be an empty UPDATE.
  if (patch.weightGrams === undefined && patch.imageId === undefined) {
    return invalid(nothingToChange)
  }
  if (patch.weightGrams !== undefined && patch.weightGrams !== null) {
    const parsed = parseWith(weightSchema, patch.weightGrams)
    if (!parsed.ok) return invalid(parsed.issues[0]?.message ?? 'Invalid weight.', 'weightGrams')
  }
  if (patch.imageId !== undefined && patch.imageId !== null) {
    const images = await productImageIds(storage, websiteId, itemId)
    if (images === undefined) return notFound(productNotFound)
    if (!images.includes(patch.imageId)) return invalid(imageNotOfProduct, 'imageId')
  }
  return writeTransaction(storage, async (trx) => {
    const row = await trx
      .updateTable('productVariants')
      .set({
        ...(patch.weightGrams === undefined ? {} : { weightGrams: patch.weightGrams }),
        ...(patch.imageId === undefined ? {} : { imageId: patch.imageId }),
      })
      .where('websiteId', '=', websiteId)
      .where('itemId', '=', itemId)
      .where('id', '=', variantId)
      .returning(columns)
      .executeTakeFirst()
    if (row === undefined) return notFound(variantNotFound)
    if (patch.imageId !== undefined) {
      // The product page shows the image: its cached render is keyed by the items' last change.
      await trx
        .updateTable('items')
        .set({ updatedAt: now.toISOString() })
        .where('websiteId', '=', websiteId)
        .where('id', '=', itemId)
        .execute()
    }
    return ok(toEditorVariant(storage, row))
  })
}

function toEditorVariant(
  storage: Storage,
  row: {
    id: string
    sku: string
    attributes: unknown
    weightGrams: number | null
    imageId: string | null
  },
): EditorVariant {
  return {
    id: row.id,
    sku: row.sku,
    attributes: storage.dialect.decodeJson<Record<string, string> | null>(row.attributes) ?? {},
    weightGrams: row.weightGrams,
    imageId: row.imageId,
  }
}

/** The file ids of a product's images, or undefined when the site has no such product. */
async function productImageIds(
  storage: Storage,
  websiteId: string,
  itemId: string,
): Promise<string[] | undefined> {
  const row = await storage.db
    .selectFrom('items')
    .select('document')
    .where('websiteId', '=', websiteId)
    .where('id', '=', itemId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const document = storage.dialect.decodeJson<{
    structuredContent?: { images?: { fileId?: string }[] }
  } | null>(row.document)
  return (document?.structuredContent?.images ?? []).flatMap((image) =>
    image.fileId === undefined ? [] : [image.fileId],
  )
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
