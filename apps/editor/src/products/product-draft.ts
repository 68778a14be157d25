import type { RichText } from '@atelier/schema'
import type { Product, ProductInput, ProductVariant } from '../api/products-api.js'

/** A new product's starting point: hidden, physical, one variant. */
export function blankProduct(): ProductInput {
  return {
    title: '',
    status: 'draft',
    tags: [],
    categories: [],
    excerpt: '',
    structuredContent: {
      productType: 1,
      variantOptionOrdering: [],
      images: [],
      variants: [blankVariant()],
    },
  }
}

export function blankVariant(): ProductVariant {
  return {
    sku: '',
    priceCents: 0,
    salePriceCents: 0,
    onSale: false,
    qtyInStock: 0,
    unlimited: false,
    attributes: {},
  }
}

/** The editable part of a stored product; each variant remembers the stock it was loaded with. */
export function draftOf(product: Product): ProductInput {
  const { id: _id, collectionId: _collectionId, ...rest } = product
  return {
    ...rest,
    structuredContent: {
      ...product.structuredContent,
      variants: product.structuredContent.variants.map((variant) => ({
        ...variant,
        qtyInStockBase: variant.qtyInStock,
      })),
    },
  }
}

interface HtmlBlock {
  id: string
  type: string
  position: { row: number; col: number; span: number }
  value: Record<string, unknown>
}

/** The description: the rich text of the body's first text block. */
export function descriptionOf(draft: ProductInput): RichText {
  const blocks = (draft.body?.blocks ?? []) as HtmlBlock[]
  const block = blocks.find((entry) => entry.type === 'html')
  return (block?.value.text ?? []) as RichText
}

/** The body with its first text block holding `text` (one is added when there is none). */
export function withDescription(draft: ProductInput, text: RichText): ProductInput {
  const blocks = [...((draft.body?.blocks ?? []) as HtmlBlock[])]
  const index = blocks.findIndex((entry) => entry.type === 'html')
  if (index >= 0) {
    const block = blocks[index] as HtmlBlock
    blocks[index] = { ...block, value: { ...block.value, text } }
  } else {
    blocks.unshift({
      id: `b-description-${Date.now().toString(36)}`,
      type: 'html',
      position: { row: 0, col: 0, span: 12 },
      value: { text },
    })
  }
  return { ...draft, body: { schemaVersion: 1, columns: 12, ...draft.body, blocks } }
}

export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}
