import type { FromSchema } from 'json-schema-to-ts'
import type { ContentStatus, VariantInput } from '@atelier/schema'
import { openObject } from '../../http/route-schemas.js'

/** A variant as the product editor sends it: no id yet when new. */
export type VariantInputWithBase = Omit<VariantInput, 'id'> & {
  id?: string
  /**
   * The stock the editor loaded. When it equals `qtyInStock`, the owner did not touch the count
   * and the stored one stays (an order may have taken stock since the editor opened).
   */
  qtyInStockBase?: number
}

/**
 * A variant of the body: the fields the back office reads before `itemSchema` checks the whole
 * variant (`validate-product.ts`), the others kept as sent.
 */
const variantBody = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'string', maxLength: 128 },
    sku: { type: 'string' },
    qtyInStock: { type: 'number' },
    qtyInStockBase: { type: 'number' },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const

/** What the product editor saves: the item document without the fields the server decides. */
export const productBody = {
  type: 'object',
  required: ['title', 'structuredContent'],
  properties: {
    title: { type: 'string', maxLength: 500 },
    urlId: { type: 'string', maxLength: 200 },
    status: {
      type: 'string',
      enum: ['published', 'draft', 'scheduled', 'private', 'needs-review'],
    },
    publishOn: { type: ['string', 'null'], maxLength: 40 },
    tags: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } },
    categories: { type: 'array', maxItems: 200, items: { type: 'string', maxLength: 200 } },
    excerpt: { type: 'string', maxLength: 100_000 },
    body: openObject,
    seo: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['title', 'description'],
          properties: { title: { type: 'string' }, description: { type: 'string' } },
        },
      ],
    },
    structuredContent: {
      type: 'object',
      required: ['productType'],
      additionalProperties: true,
      properties: {
        productType: { type: 'integer' },
        variants: { type: 'array', maxItems: 1000, items: variantBody },
        variantOptionOrdering: {
          type: 'array',
          maxItems: 20,
          items: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
    },
  },
} as const

/** A save of a product: the body, and the version the editor started from. */
export const productSaveBody = {
  ...productBody,
  required: [...productBody.required, 'baseVersion'],
  properties: { ...productBody.properties, baseVersion: { type: 'integer', minimum: 0 } },
} as const

/**
 * What the back office makes a product from (`validateProduct`, which checks the rest with
 * `itemSchema`): the editor's body as its schema validates it.
 */
export type ProductBody = FromSchema<typeof productBody>

/**
 * A product as the back office itself writes one (CSV import, duplicate), variants typed whole; a
 * `ProductBody` (a type, not an interface, so it meets the body's open properties).
 */
export type ProductInput = {
  title: string
  urlId?: string
  status?: ContentStatus
  publishOn?: string | null
  tags?: string[]
  categories?: string[]
  excerpt?: string
  body?: ProductBody['body']
  seo?: { title: string; description: string } | null
  structuredContent: Record<string, unknown> & {
    productType: number
    variants?: VariantInputWithBase[]
    variantOptionOrdering?: string[]
  }
}

export const MAX_PRODUCT_OPTIONS = 6
export const MAX_PRODUCT_VARIANTS = 250
