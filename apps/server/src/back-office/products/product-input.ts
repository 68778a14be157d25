import type { ContentStatus, ItemInput, VariantInput } from '@atelier/schema'

/** A variant as the product editor sends it: no id yet when new. */
export type VariantInputWithBase = Omit<VariantInput, 'id'> & {
  id?: string
  /**
   * The stock the editor loaded. When it equals `qtyInStock`, the owner did not touch the count
   * and the stored one stays (an order may have taken stock since the editor opened).
   */
  qtyInStockBase?: number
}

/** What the product editor saves: the item document without the fields the server decides. */
export interface ProductInput {
  title: string
  urlId?: string
  status?: ContentStatus
  publishOn?: string | null
  tags?: string[]
  categories?: string[]
  excerpt?: string
  body?: ItemInput['body']
  seo?: { title: string; description: string } | null
  structuredContent: Record<string, unknown> & {
    productType: number
    variants?: VariantInputWithBase[]
    variantOptionOrdering?: string[]
  }
}

export const MAX_PRODUCT_OPTIONS = 6
export const MAX_PRODUCT_VARIANTS = 250
