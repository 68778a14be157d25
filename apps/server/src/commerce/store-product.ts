import type { Product, ProductVariant } from '@atelier/commerce'

/** A product as the cart reads it: the item's title and its structuredContent with live variants. */
export interface StoreProduct {
  itemId: string
  title: string
  product: Product & { variants: readonly ProductVariant[] }
  /** Published (or scheduled and due): visitors may add it to a cart now. */
  visible: boolean
  /** The product's extra-information form, when it has one. */
  additionalFieldsFormId: string | undefined
}
