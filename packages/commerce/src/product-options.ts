import type { Product } from './product.js'
import { productVariants } from './product-variants.js'

/** One choice a visitor makes on a product page (e.g. Size) and the values it offers. */
export interface VariantOption {
  readonly name: string
  readonly values: readonly string[]
}

/**
 * The product's options in display order: first those named in `variantOptionOrdering`, then any
 * other attribute in the order the variants first use it. Values keep first-use order.
 */
export function variantOptions(product: Product): VariantOption[] {
  const values = new Map<string, string[]>()
  for (const variant of productVariants(product)) {
    for (const [name, value] of Object.entries(variant.attributes ?? {})) {
      const list = values.get(name) ?? []
      if (!list.includes(value)) list.push(value)
      values.set(name, list)
    }
  }
  const ordering = (product.variantOptionOrdering ?? []).filter((name) => values.has(name))
  const names = [...new Set([...ordering, ...values.keys()])]
  return names.map((name) => ({ name, values: values.get(name) ?? [] }))
}

/** SPEC §2: the variant selector renders nothing for a product with one variant or fewer. */
export function showsVariantSelector(product: Product): boolean {
  return productVariants(product).length > 1
}
