import { itemSchema, parseWith, ProductType, RecordType } from '@atelier/schema'
import type { Item } from '@atelier/schema'
import { newId } from '../../storage/new-id.js'
import { isValidUrlId } from '../../http/url-ids.js'
import type { ProductBody } from './product-input.js'
import { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from './product-input.js'
import { productStrings } from './product-strings.js'

export type ProductCheck =
  | { ok: true; item: Item; untouchedStock: Set<string> }
  | { ok: false; message: string; errors: Record<string, string> }

function fail(message: string, field: string): ProductCheck {
  return { ok: false, message, errors: { [field]: message } }
}

/**
 * The one product validator of the back office, CSV import included: the editor's input made into
 * an item document and checked by the schema's `itemSchema` (SPEC §9 tag and category lengths,
 * SKUs, subscription plan, gift-card denominations …) plus the option rules (at most 6 options,
 * each variant one value per option, no two variants alike).
 */
export function validateProduct(
  input: ProductBody,
  target: { id: string; websiteId: string; collectionId: string; urlId: string },
): ProductCheck {
  const title = typeof input.title === 'string' ? input.title.trim() : ''
  if (title === '') return fail(productStrings.titleRequired, 'title')
  const content = input.structuredContent
  if (content.productType === ProductType.paywall)
    return fail(productStrings.paywall, 'productType')
  const options = (content.variantOptionOrdering ?? []).map((name) => name.trim())
  if (options.length > MAX_PRODUCT_OPTIONS) return fail(productStrings.tooManyOptions, 'options')
  const variants = content.variants ?? []
  if (variants.length > MAX_PRODUCT_VARIANTS) {
    return fail(productStrings.tooManyVariants, 'variants')
  }
  const seen = new Set<string>()
  for (const variant of variants) {
    const attributes = variant.attributes ?? {}
    if (options.length > 0) {
      const keys = Object.keys(attributes)
      const complete =
        keys.length === options.length &&
        options.every((name) => (attributes[name] ?? '').trim() !== '')
      if (!complete) return fail(productStrings.optionNames, 'variants')
    }
    const key = options.map((name) => attributes[name] ?? '').join(' / ')
    if (options.length > 0 && seen.has(key)) {
      return fail(productStrings.sameOptions(key), 'variants')
    }
    seen.add(key)
  }
  if (!isValidUrlId(target.urlId)) return fail(productStrings.urlIdInvalid, 'urlId')
  const untouchedStock = new Set<string>()
  const { variants: _variants, variantOptionOrdering: _ordering, ...restContent } = content
  const document = {
    schemaVersion: 1,
    id: target.id,
    websiteId: target.websiteId,
    collectionId: target.collectionId,
    urlId: target.urlId,
    title,
    recordType: RecordType['store-item'],
    status: input.status ?? 'draft',
    ...(input.publishOn ? { publishOn: input.publishOn } : {}),
    tags: distinct(input.tags ?? []),
    categories: distinct(input.categories ?? []),
    excerpt: input.excerpt ?? '',
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.seo ? { seo: input.seo } : {}),
    structuredContent: {
      ...restContent,
      variantOptionOrdering: options,
      variants: variants.map(({ qtyInStockBase, ...variant }, index) => {
        const id = variant.id ?? newId()
        if (qtyInStockBase !== undefined && qtyInStockBase === variant.qtyInStock) {
          untouchedStock.add(id)
        }
        const sku = typeof variant.sku === 'string' ? variant.sku.trim() : variant.sku
        return {
          ...variant,
          id,
          // Nothing is counted of a new download, service or gift card: its stock is unlimited.
          ...(variant.id === undefined &&
          variant.unlimited === undefined &&
          content.productType !== ProductType.physical
            ? { unlimited: true }
            : {}),
          sku: sku === '' || sku === undefined ? generatedSku(target.urlId, index) : sku,
        }
      }),
    },
  }
  const parsed = parseWith(itemSchema, document)
  if (!parsed.ok) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.issues) {
      const parts = issue.path.split('.')
      const field = parts[0] === 'structuredContent' ? (parts[1] ?? 'product') : parts[0] || 'item'
      errors[field] ??= issue.message
    }
    return { ok: false, message: parsed.issues[0]?.message ?? productStrings.invalid, errors }
  }
  return { ok: true, item: parsed.value, untouchedStock }
}

/** A SKU for a variant the owner gave none: the product's URL slug and the variant's place. */
export function generatedSku(urlId: string, index: number): string {
  const stem = urlId
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${stem || 'ITEM'}-${index + 1}`
}

function distinct(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))]
}
