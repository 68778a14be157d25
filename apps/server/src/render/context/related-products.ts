/** What the related-products choice reads of a product: its id and how it is filed. */
export interface RelatedCandidate {
  readonly id: string
  readonly categories: readonly string[]
  readonly tags: readonly string[]
}

/**
 * As many products as the widest "You might also like" row holds (five columns at 1440 px; the
 * theme shows fewer on narrower screens, always whole rows).
 */
export const RELATED_PRODUCTS_LIMIT = 5

/** A shared category says more than a shared tag. */
const CATEGORY_WEIGHT = 2

/**
 * The products shown under a product as "You might also like": never the product itself; those
 * sharing its categories or tags first (most shared first), then the others. Among equals the
 * products that follow it in the store come first (wrapping round), so two products with no
 * relatives still show different rows.
 */
export function relatedProducts<T extends RelatedCandidate>(
  product: RelatedCandidate,
  storeProducts: readonly T[],
  limit = RELATED_PRODUCTS_LIMIT,
): T[] {
  const categories = new Set(product.categories)
  const tags = new Set(product.tags)
  const position = storeProducts.findIndex((other) => other.id === product.id)
  const count = storeProducts.length
  return storeProducts
    .map((other, index) => ({
      other,
      score:
        CATEGORY_WEIGHT * other.categories.filter((category) => categories.has(category)).length +
        other.tags.filter((tag) => tags.has(tag)).length,
      distance: position < 0 ? index : (index - position + count) % count,
    }))
    .filter(({ other }) => other.id !== product.id)
    .sort((a, b) => b.score - a.score || a.distance - b.distance)
    .slice(0, Math.max(0, limit))
    .map(({ other }) => other)
}
