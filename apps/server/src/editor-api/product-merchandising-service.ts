import { parseWith, productMerchandisingSchema } from '@atelier/schema'
import type { Item } from '@atelier/schema'
import type { Storage } from '../storage/open-storage.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok } from '../errors/editor-failure.js'
import { productNotFound } from './product-variants-service.js'

/** A product's merchandising settings as the owner's product editor reads and edits them. */
export interface ProductMerchandisingView {
  /** Shown instead of 'sold out'; '' for the site's own text. */
  customSoldOutText: string
  scarcityEnabled: boolean
  /** Variants with this many or fewer left show 'Only {n} left!'; null while none is set. */
  scarcityThreshold: number | null
  /** The add button goes straight to checkout. */
  expressCheckout: boolean
}

export interface ProductMerchandisingPatch {
  customSoldOutText?: string
  scarcityEnabled?: boolean
  scarcityThreshold?: number | null
  expressCheckout?: boolean
}

type Content = NonNullable<Item['structuredContent']>

function viewOf(content: Partial<Content>): ProductMerchandisingView {
  return {
    customSoldOutText: content.customSoldOutText ?? '',
    scarcityEnabled: content.scarcityEnabled ?? false,
    scarcityThreshold: content.scarcityThreshold ?? null,
    expressCheckout: content.expressCheckout ?? false,
  }
}

async function findProduct(storage: Storage, websiteId: string, itemId: string) {
  const row = await storage.db
    .selectFrom('items')
    .select(['document', 'version'])
    .where('websiteId', '=', websiteId)
    .where('id', '=', itemId)
    .executeTakeFirst()
  const document = row && storage.dialect.decodeJson<Item | null>(row.document)
  const content = document?.structuredContent
  return row && document && content ? { document, content, version: row.version } : undefined
}

export async function getProductMerchandising(
  storage: Storage,
  websiteId: string,
  itemId: string,
): Promise<EditorResult<ProductMerchandisingView>> {
  const product = await findProduct(storage, websiteId, itemId)
  return product === undefined ? notFound(productNotFound) : ok(viewOf(product.content))
}

/** Changes the settings given; an empty sold-out text or a null threshold removes it. */
export async function updateProductMerchandising(
  storage: Storage,
  websiteId: string,
  itemId: string,
  patch: ProductMerchandisingPatch,
  now: Date,
): Promise<EditorResult<ProductMerchandisingView>> {
  const text = patch.customSoldOutText?.trim()
  const parsed = parseWith(productMerchandisingSchema, {
    ...(text ? { customSoldOutText: text } : {}),
    ...(patch.scarcityThreshold == null ? {} : { scarcityThreshold: patch.scarcityThreshold }),
  })
  if (!parsed.ok) {
    const issue = parsed.issues[0]
    const message = issue?.message ?? 'These settings are not valid.'
    const field = issue?.path.split('.')[0] || 'product'
    return invalid(message, field)
  }
  // One read-modify-write at a time per item: retried when someone saved in between.
  for (;;) {
    const product = await findProduct(storage, websiteId, itemId)
    if (product === undefined) return notFound(productNotFound)
    const content: Record<string, unknown> = { ...product.content }
    const set = (key: keyof ProductMerchandisingPatch, value: unknown) => {
      if (value === undefined || value === null || value === '') delete content[key]
      else content[key] = value
    }
    if (patch.customSoldOutText !== undefined) set('customSoldOutText', text)
    if (patch.scarcityEnabled !== undefined) set('scarcityEnabled', patch.scarcityEnabled)
    if (patch.scarcityThreshold !== undefined) set('scarcityThreshold', patch.scarcityThreshold)
    if (patch.expressCheckout !== undefined) set('expressCheckout', patch.expressCheckout)
    const document = { ...product.document, structuredContent: content }
    const result = await storage.db
      .updateTable('items')
      .set({
        document: storage.dialect.encodeJson(document),
        version: product.version + 1,
        updatedAt: now.toISOString(),
      })
      .where('websiteId', '=', websiteId)
      .where('id', '=', itemId)
      .where('version', '=', product.version)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 1) return ok(viewOf(content as Partial<Content>))
  }
}
